import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
// node_modules/lucide-react/dist/esm/icons/upload.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "upload",
	size: 24,
	node: [
		["path", {
			d: "M12 3v12",
			key: "1x0j5s"
		}],
		["path", {
			d: "m17 8-5-5-5 5",
			key: "7q97r8"
		}],
		["path", {
			d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4",
			key: "ih7n3h"
		}]
	]
};
__iconData.node;
var Upload = createLucideIcon(__iconData);
// src/components/ui/file-drop.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/**
* The kit's file picker: a drop zone that is also a button (a label around a visually hidden
* file input), never the browser's "Choose File / No file chosen". Shows the chosen file's name.
*
* With `name`, the file stays in the input and goes with its form (`new FormData(form)`), and the
* zone names it; without, each choice is handed to `onFiles` and the input is emptied.
*
* @example <FileDrop title="Photo" hint="PNG or JPEG" accept="image/*" onFiles={([f]) => use(f)} />
*/
function FileDrop({ title, hint, chosen, accept, multiple, disabled, onFiles, testId, name, inputProps, children }) {
	const [over, setOver] = (0, import_react.useState)(false);
	const [picked, setPicked] = (0, import_react.useState)();
	const input = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const form = name ? input.current?.form : null;
		if (!form) return;
		const forget = () => setPicked(void 0);
		form.addEventListener("reset", forget);
		return () => form.removeEventListener("reset", forget);
	}, [name]);
	const shown = chosen ?? picked;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
		className: "file-drop",
		"data-over": over,
		"data-disabled": disabled || void 0,
		onDragOver: (event) => {
			event.preventDefault();
			if (!disabled) setOver(true);
		},
		onDragLeave: () => setOver(false),
		onDrop: (event) => {
			event.preventDefault();
			setOver(false);
			const files = [...event.dataTransfer.files];
			if (disabled || files.length === 0) return;
			if (name && input.current) {
				input.current.files = event.dataTransfer.files;
				setPicked(files.map((file) => file.name).join(", "));
			}
			onFiles?.(multiple ? files : files.slice(0, 1));
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Upload, {
				size: 20,
				"aria-hidden": true,
				className: "file-drop-icon"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "file-drop-title",
				children: title
			}),
			shown ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "file-drop-chosen",
				"data-testid": testId ? `${testId}-chosen` : void 0,
				children: shown
			}) : hint ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "file-drop-hint muted",
				children: hint
			}) : null,
			children,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				...inputProps,
				ref: input,
				type: "file",
				className: "file-drop-input",
				name,
				accept,
				multiple,
				disabled,
				onChange: (event) => {
					const files = [...event.target.files ?? []];
					if (name) setPicked(files.map((file) => file.name).join(", ") || void 0);
					else event.target.value = "";
					if (files.length > 0) onFiles?.(files);
				},
				"data-testid": testId
			})
		]
	});
}
export { FileDrop as t };

//# sourceMappingURL=file-drop-DeFtY-f0.js.map