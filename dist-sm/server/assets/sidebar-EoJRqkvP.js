import { t as getLocale } from "./runtime-CEu_NCIS.js";
import { n as createLucideIcon } from "./tools-nav-BjChoIAJ.js";
// src/paraglide/messages/layout_mode_image.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Mode_ImageInputs */
var en_layout_mode_image = () => {
	return `Images`;
};
var ru_layout_mode_image = () => {
	return `Картинки`;
};
/**
* | output |
* | --- |
* | "Images" |
*
* @param {Layout_Mode_ImageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_mode_image = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_mode_image(inputs);
	return en_layout_mode_image(inputs);
});
// src/paraglide/messages/layout_mode_midjourney.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Mode_MidjourneyInputs */
var en_layout_mode_midjourney = () => {
	return `Midjourney`;
};
var ru_layout_mode_midjourney = () => {
	return `Midjourney`;
};
/**
* | output |
* | --- |
* | "Midjourney" |
*
* @param {Layout_Mode_MidjourneyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_mode_midjourney = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_mode_midjourney(inputs);
	return en_layout_mode_midjourney(inputs);
});
// src/paraglide/messages/layout_mode_text.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Layout_Mode_TextInputs */
var en_layout_mode_text = () => {
	return `Chat`;
};
var ru_layout_mode_text = () => {
	return `Чат`;
};
/**
* | output |
* | --- |
* | "Chat" |
*
* @param {Layout_Mode_TextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var layout_mode_text = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_layout_mode_text(inputs);
	return en_layout_mode_text(inputs);
});
// node_modules/lucide-react/dist/esm/icons/plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "plus",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}], ["path", {
		d: "M12 5v14",
		key: "s699le"
	}]]
};
__iconData.node;
var Plus = createLucideIcon(__iconData);
export { layout_mode_image as i, layout_mode_text as n, layout_mode_midjourney as r, Plus as t };

//# sourceMappingURL=sidebar-EoJRqkvP.js.map