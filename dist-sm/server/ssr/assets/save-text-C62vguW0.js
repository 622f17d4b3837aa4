import { t as require_react } from "./react-DvVFp2nj.js";
// src/lib/save-text.ts
var import_react = require_react();
/**
* Hands `text` to the browser as a file download named `name`; the object address is freed once
* the click has started the download.
*/
function downloadText(name, text, type = "text/plain") {
	const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
	const link = document.createElement("a");
	link.href = url;
	link.download = name;
	link.click();
	setTimeout(() => URL.revokeObjectURL(url), 1e3);
}
/**
* A copy-to-clipboard action and whether it worked: `copied` turns true only once the clipboard
* took the text (a refused or missing clipboard leaves it false, so the button never claims a copy
* that did not happen).
*
* @example const { copied, copy } = useCopy(); <button onClick={() => copy(code)}>…</button>
*/
function useCopy() {
	const [copied, setCopied] = (0, import_react.useState)(false);
	const copy = async (text) => {
		const done = await navigator.clipboard?.writeText(text).then(() => true, () => false);
		setCopied(done === true);
	};
	return {
		copied,
		copy
	};
}
export { useCopy as n, downloadText as t };

//# sourceMappingURL=save-text-C62vguW0.js.map