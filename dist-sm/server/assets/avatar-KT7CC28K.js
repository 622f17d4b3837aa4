import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as LocaleProvider } from "./locale-context-Dp0qp9rS.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/avatar_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Avatar_TitleInputs */
var en_avatar_title = () => {
	return `Avatar`;
};
var ru_avatar_title = () => {
	return `Аватар`;
};
/**
* | output |
* | --- |
* | "Avatar" |
*
* @param {Avatar_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var avatar_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_avatar_title(inputs);
	return en_avatar_title(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(text-page)%2Favatar.tsx&lang.js
var import_react_react_server = /* @__PURE__ */ __toESM(require_react_react_server());
var Resources = ((React, deps, RemoveDuplicateServerCss, precedence) => {
	return function Resources() {
		return React.createElement(React.Fragment, null, [...deps.css.map((href) => React.createElement("link", {
			key: "css:" + href,
			rel: "stylesheet",
			crossOrigin: "anonymous",
			...precedence ? { precedence } : {},
			href,
			"data-rsc-css-href": href
		})), RemoveDuplicateServerCss && React.createElement(RemoveDuplicateServerCss, { key: "remove-duplicate-css" })]);
	};
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(text-page)/avatar.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/avatar-studio/avatar-studio.tsx
/**
* The avatar studio (`/avatar`): a photo or a described face, a style and a count; the avatars
* come back from the image model, each downloadable or made the profile picture.
*/
var AvatarStudio = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"AvatarStudio\"");
}), "793718d7cb65", "AvatarStudio");
// src/pages/[locale]/(text-page)/avatar.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function AvatarPage() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "avatar",
		title: avatar_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LocaleProvider, {
			locale,
			children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(AvatarStudio, {})
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_AvatarPage = /* #__PURE__ */ __vite_rsc_wrap_css__(AvatarPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_AvatarPage as default, getConfig };

//# sourceMappingURL=avatar-KT7CC28K.js.map