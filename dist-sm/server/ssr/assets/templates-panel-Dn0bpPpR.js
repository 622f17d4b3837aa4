import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useLocale } from "./locale-context-Du56PqBf.js";
import { s as toPromptGroups } from "./normalize-B8PZ7xPc.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { t as layout_close } from "./layout_close-S19It4T1.js";
import { t as misc_loading } from "./misc_loading-Bs7zDFl-.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/templates_instruction_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Templates_Instruction_EmptyInputs */
var en_templates_instruction_empty = () => {
	return `No templates yet.`;
};
var ru_templates_instruction_empty = () => {
	return `Шаблонов пока нет.`;
};
/**
* | output |
* | --- |
* | "No templates yet." |
*
* @param {Templates_Instruction_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var templates_instruction_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_templates_instruction_empty(inputs);
	return en_templates_instruction_empty(inputs);
});
// src/paraglide/messages/templates_instruction_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Templates_Instruction_HintInputs */
var en_templates_instruction_hint = () => {
	return `Pick a template to fill the input, then edit it before sending.`;
};
var ru_templates_instruction_hint = () => {
	return `Выберите шаблон — он заполнит поле ввода, затем отредактируйте его перед отправкой.`;
};
/**
* | output |
* | --- |
* | "Pick a template to fill the input, then edit it before sending." |
*
* @param {Templates_Instruction_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var templates_instruction_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_templates_instruction_hint(inputs);
	return en_templates_instruction_hint(inputs);
});
// src/paraglide/messages/templates_instruction_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Templates_Instruction_TitleInputs */
var en_templates_instruction_title = () => {
	return `Prompt templates`;
};
var ru_templates_instruction_title = () => {
	return `Шаблоны запросов`;
};
/**
* | output |
* | --- |
* | "Prompt templates" |
*
* @param {Templates_Instruction_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var templates_instruction_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_templates_instruction_title(inputs);
	return en_templates_instruction_title(inputs);
});
// src/components/chat/templates-panel.tsx
var import_react = require_react();
var import_jsx_runtime = require_jsx_runtime();
/** Prompt template groups from `GET /v2/prompts/groups`; a pick fills the composer. */
function TemplatesPanel({ onPick, onClose }) {
	const locale = useLocale();
	const [groups, setGroups] = (0, import_react.useState)();
	(0, import_react.useEffect)(() => {
		fetch("/api/v2/prompts/groups").then((response) => response.ok ? response.json() : []).then((body) => setGroups(toPromptGroups(body))).catch(() => setGroups([]));
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "templates-panel",
		role: "dialog",
		"aria-label": templates_instruction_title({}, { locale }),
		"data-testid": "templates-panel",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "templates-head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: templates_instruction_title({}, { locale }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "icon-button",
					onClick: onClose,
					"data-testid": "templates-close",
					children: layout_close({}, { locale })
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: templates_instruction_hint({}, { locale })
			}),
			groups === void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: misc_loading({}, { locale })
			}),
			groups?.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: templates_instruction_empty({}, { locale })
			}),
			groups?.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "templates-group",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: group.name }), group.prompts.map((prompt) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "template",
					onClick: () => onPick(prompt.text),
					"data-testid": "template",
					children: prompt.title
				}, prompt.id))]
			}, group.id))
		]
	});
}
export { TemplatesPanel };

//# sourceMappingURL=templates-panel-Dn0bpPpR.js.map