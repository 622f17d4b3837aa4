// src/lib/load-script.ts
/**
* The CSP nonce of this page, for scripts an island adds (docs/decisions/032-strict-csp.md).
* Browsers hide the attribute but keep the `nonce` property of the scripts Waku wrote.
*/
function pageNonce() {
	for (const script of document.querySelectorAll("script")) if (script.nonce) return script.nonce;
}
/**
* Adds a script once per URL (later calls get the same promise); a failure to load rejects and
* lets a later call try again.
*/
var loading = /* @__PURE__ */ new Map();
function loadScript(src, attributes = {}) {
	const known = loading.get(src);
	if (known) return known;
	const promise = new Promise((resolve, reject) => {
		const script = document.createElement("script");
		script.src = src;
		script.async = true;
		const nonce = pageNonce();
		if (nonce) script.nonce = nonce;
		for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
		script.addEventListener("load", () => resolve());
		script.addEventListener("error", () => {
			loading.delete(src);
			script.remove();
			reject(/* @__PURE__ */ new Error(`could not load ${src}`));
		});
		document.head.append(script);
	});
	loading.set(src, promise);
	return promise;
}
export { loadScript as t };

//# sourceMappingURL=load-script-BSIU2vgX.js.map