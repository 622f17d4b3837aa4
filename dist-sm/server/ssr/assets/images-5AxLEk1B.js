import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useKeepTyped } from "./typed-before-hydration-Bi9ecWqC.js";
// src/components/media/prompt-box.css
var import_react = require_react();
// src/components/media/prompt-box.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The prompt field of the image studios: a labelled textarea where Enter submits and
* Shift+Enter breaks the line.
*/
function PromptBox({ label, placeholder, value, onChange, onSubmit, testId }) {
	const field = (0, import_react.useRef)(null);
	useKeepTyped(field, onChange);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
		className: "prompt-box",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: label }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
			ref: field,
			value,
			rows: 3,
			maxLength: 4e3,
			placeholder,
			"data-testid": testId,
			onChange: (e) => onChange(e.target.value),
			onKeyDown: (e) => {
				if (e.key === "Enter" && !e.shiftKey) {
					e.preventDefault();
					onSubmit();
				}
			}
		})]
	});
}
export { PromptBox as t };

//# sourceMappingURL=images-5AxLEk1B.js.map