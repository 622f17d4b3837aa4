import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { t as CopyButton } from "./copy-button-CwM9CTY0.js";
import { t as Eye } from "./eye-C0bTALED.js";
import { t as IconButton } from "./icon-button-kns3lRsZ.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { n as isPreviewable, r as usePreviewOrigin } from "./preview-origin-kTateVhU.js";
// src/paraglide/messages/chat_code_preview.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Code_PreviewInputs */
var en_chat_code_preview = () => {
	return `Preview`;
};
var ru_chat_code_preview = () => {
	return `Предпросмотр`;
};
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Chat_Code_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_code_preview = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_code_preview(inputs);
	return en_chat_code_preview(inputs);
});
// src/paraglide/messages/chat_code_preview_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Chat_Code_Preview_TitleInputs */
var en_chat_code_preview_title = () => {
	return `Preview of the code, run in a sandbox`;
};
var ru_chat_code_preview_title = () => {
	return `Предпросмотр кода в песочнице`;
};
/**
* | output |
* | --- |
* | "Preview of the code, run in a sandbox" |
*
* @param {Chat_Code_Preview_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_code_preview_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_code_preview_title(inputs);
	return en_chat_code_preview_title(inputs);
});
// src/paraglide/messages/chat_remote_image.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ host: NonNullable<unknown> }} Chat_Remote_ImageInputs */
var en_chat_remote_image = (i) => {
	return `🖼 image: ${i?.host}`;
};
var ru_chat_remote_image = (i) => {
	return `🖼 изображение: ${i?.host}`;
};
/**
* | output |
* | --- |
* | "🖼 image: {host}" |
*
* @param {Chat_Remote_ImageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_remote_image = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_remote_image(inputs);
	return en_chat_remote_image(inputs);
});
// src/paraglide/messages/chat_remote_image_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ host: NonNullable<unknown> }} Chat_Remote_Image_TitleInputs */
var en_chat_remote_image_title = (i) => {
	return `Opens the image from ${i?.host} in a new tab; it is not loaded automatically`;
};
var ru_chat_remote_image_title = (i) => {
	return `Откроет изображение с ${i?.host} в новой вкладке; само оно не загружается`;
};
/**
* | output |
* | --- |
* | "Opens the image from {host} in a new tab; it is not loaded automatically" |
*
* @param {Chat_Remote_Image_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var chat_remote_image_title = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_chat_remote_image_title(inputs);
	return en_chat_remote_image_title(inputs);
});
// src/components/chat/markdown/code-preview.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** What the sandbox page and the app say to each other (sandbox/src/shell.ts). */
var previewMessages = {
	ready: "beseda-preview-ready",
	render: "beseda-preview"
};
/**
* A code block rendered by the sandbox Worker (docs/decisions/106-code-previews.md): a frame with
* `sandbox="allow-scripts"` and never `allow-same-origin`, so its page runs in an opaque origin
* on another host. When the page says it is ready, it gets the code and renders it in a frame of
* its own. Browsers report a sandboxed frame's origin as "null", so the message is known by its
* source window, this frame's, and by an origin that is "null" or the sandbox's.
*/
function CodePreview({ origin, code, title }) {
	const frame = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const onMessage = (event) => {
			const target = frame.current?.contentWindow;
			if (!target || event.source !== target) return;
			if (event.origin !== "null" && event.origin !== origin) return;
			if (event.data?.type !== previewMessages.ready) return;
			target.postMessage({
				type: previewMessages.render,
				code,
				title
			}, "*");
		};
		window.addEventListener("message", onMessage);
		return () => window.removeEventListener("message", onMessage);
	}, [
		origin,
		code,
		title
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
		ref: frame,
		src: `${origin}/`,
		sandbox: "allow-scripts",
		referrerPolicy: "no-referrer",
		title,
		className: "md-code-preview",
		"data-testid": "code-preview"
	}, code);
}
// src/components/chat/markdown/code-block.tsx
/**
* A fenced code block with a copy button. Highlighting (shiki) is imported only once a code
* block is on the page, and runs after the code stops changing so streaming stays cheap. HTML
* and SVG blocks can be previewed from the sandbox Worker when one is configured.
*/
function CodeBlock({ code, language }) {
	const [html, setHtml] = (0, import_react.useState)();
	const [previewing, setPreviewing] = (0, import_react.useState)(false);
	const previewOrigin = usePreviewOrigin();
	const canPreview = previewOrigin !== null && isPreviewable(language, code);
	(0, import_react.useEffect)(() => {}, [code, language]);
	const highlighted = html?.code === code ? html.html : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "md-code",
		"data-testid": "code-block",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "md-code-head",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "md-code-lang",
				children: language ?? ""
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "md-code-actions",
				children: [canPreview ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewToggle, {
					pressed: previewing,
					onToggle: setPreviewing
				}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
					text: code,
					testId: "code-copy"
				})]
			})]
		}), canPreview && previewing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewFrame, {
			origin: previewOrigin,
			code
		}) : highlighted ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "md-code-body",
			dangerouslySetInnerHTML: { __html: highlighted }
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
			className: "md-code-body",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: code })
		})]
	});
}
function PreviewToggle({ pressed, onToggle }) {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		label: chat_code_preview({}, { locale }),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
			size: 16,
			"aria-hidden": true
		}),
		"aria-pressed": pressed,
		onClick: () => onToggle(!pressed),
		"data-testid": "code-preview-toggle"
	});
}
function PreviewFrame({ origin, code }) {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodePreview, {
		origin,
		code,
		title: chat_code_preview_title({}, { locale })
	});
}
// src/components/chat/markdown/remote-image-link.tsx
/**
* An image of an answer hosted elsewhere, shown as a link with the host's name instead of being
* loaded: loading it would tell that host whatever the URL carries (docs/decisions/032-strict-csp.md).
*/
function RemoteImageLink({ href, host, alt }) {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		className: "md-remote-image",
		"data-testid": "remote-image-link",
		title: chat_remote_image_title({ host }, { locale }),
		children: [chat_remote_image({ host }, { locale }), alt ? ` (${alt})` : ""]
	});
}
export { CodeBlock as n, RemoteImageLink as t };

//# sourceMappingURL=remote-image-link-BaobiKJi.js.map