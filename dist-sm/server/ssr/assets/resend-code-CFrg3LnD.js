import { t as require_react } from "./react-DvVFp2nj.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/auth/resend-code.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
var resendAfterMs = 6e4;
/** Sends a new reset code; the button waits out a countdown from the last sending. */
function ResendCode({ locale, sentAt, label, waitTemplate, error }) {
	const remaining = () => Math.max(0, Math.ceil((sentAt + resendAfterMs - Date.now()) / 1e3));
	const [seconds, setSeconds] = (0, import_react.useState)(remaining);
	(0, import_react.useEffect)(() => {
		const timer = setInterval(() => {
			const left = remaining();
			setSeconds(left);
			if (left === 0) clearInterval(timer);
		}, 1e3);
		return () => clearInterval(timer);
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		method: "post",
		action: "/api/auth/reset/resend",
		className: "resend-code",
		"data-testid": "resend-form",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "hidden",
				name: "locale",
				value: locale
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "form-error",
				role: "alert",
				children: error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "button",
				disabled: seconds > 0,
				"data-testid": "resend-code",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field-hint",
				"aria-live": "polite",
				"data-testid": "resend-countdown",
				children: seconds > 0 ? waitTemplate.replace("{seconds}", String(seconds)) : ""
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/shared:src/components/auth/resend-code.tsx
var export_785ce0ace152 = { ResendCode };
export { export_785ce0ace152 };

//# sourceMappingURL=resend-code-CFrg3LnD.js.map