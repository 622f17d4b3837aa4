import { t as require_react } from "./react-DvVFp2nj.js";
import { t as formatRub } from "./money-BT--L-MG.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/auth/promo-hint.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** While a promo code is typed, its bonus from the api's promo-days, or "code not found". */
function PromoHint({ code, texts }) {
	const [text, setText] = (0, import_react.useState)(null);
	const name = code.trim();
	(0, import_react.useEffect)(() => {
		if (!name) {
			setText(null);
			return;
		}
		const abort = new AbortController();
		setText(texts.checking);
		const timer = setTimeout(async () => {
			try {
				const res = await fetch(`/api/v2/user/promocodes/promo-days?name=${encodeURIComponent(name)}`, { signal: abort.signal });
				const body = res.ok ? await res.json() : null;
				setText(body && body.valid !== false ? bonusText(body, texts) : texts.notFound);
			} catch {
				if (!abort.signal.aborted) setText(null);
			}
		}, 300);
		return () => {
			clearTimeout(timer);
			abort.abort();
		};
	}, [name, texts]);
	if (!text) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "field-hint promo-hint",
		role: "status",
		"data-testid": "promo-hint",
		children: text
	});
}
function bonusText(body, texts) {
	const parts = [];
	if (typeof body.days === "number" && body.days > 0) parts.push(texts.days.replace("{days}", String(body.days)));
	if (typeof body.bonusKopecks === "number" && body.bonusKopecks > 0) parts.push(texts.credit.replace("{rubles}", formatRub(body.bonusKopecks, document.documentElement.lang)));
	return parts.join(" · ") || texts.notFound;
}
export { PromoHint };

//# sourceMappingURL=promo-hint-BYeAIDmo.js.map