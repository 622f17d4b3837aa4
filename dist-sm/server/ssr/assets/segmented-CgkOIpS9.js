import { t as require_react } from "./react-DvVFp2nj.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// src/components/ui/segmented.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/**
* A small set of exclusive choices shown at once (radio buttons drawn as one control), for
* choices of two to six short options; longer lists take a Select.
*
* @example <Segmented label="Images" value="2" options={counts} onChange={setCount} />
*/
function Segmented({ label, value, options, onChange, testId }) {
	const name = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "segmented segmented-control",
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "visually-hidden",
			children: label
		}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "segmented-option",
			"data-active": option.value === value,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "radio",
				name,
				value: option.value,
				checked: option.value === value,
				onChange: () => onChange(option.value)
			}), option.label]
		}, option.value))]
	});
}
export { Segmented as t };

//# sourceMappingURL=segmented-CgkOIpS9.js.map