import { t as require_react } from "./react-DvVFp2nj.js";
// src/lib/typed-before-hydration.ts
var import_react = require_react();
var notText = /* @__PURE__ */ new Set([
	"hidden",
	"file",
	"checkbox",
	"radio",
	"submit",
	"reset",
	"button"
]);
var isTextField = (element) => element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement && !notText.has(element.type);
/**
* The text typed into a server-rendered field before the page hydrated, or undefined.
* Hydration leaves a field's text alone and sets its default to what the component rendered,
* so a text that differs from the default was typed before React took the field over
* (decision 131). A field React created itself always has the two equal.
*
* @example const typed = typedBeforeHydration(textarea) ?? readDraft(storage, key);
*/
function typedBeforeHydration(field) {
	if (!field || !isTextField(field) || field.value === field.defaultValue) return void 0;
	return field.value;
}
/** Every text field of `form` typed into before hydration, by its name. */
function typedFieldsBeforeHydration(form) {
	const typed = {};
	for (const field of form?.querySelectorAll("input[name], textarea[name]") ?? []) {
		const value = typedBeforeHydration(field);
		if (value !== void 0) typed[field.name] = value;
	}
	return typed;
}
/**
* Seeds a controlled field's state from what was typed into it before the page was live, once,
* right after hydration (before paint): without it the first re-render writes the state's
* initial value over the person's text.
*
* @example useKeepTyped(textareaRef, setText);
*/
function useKeepTyped(ref, keep) {
	const keepRef = (0, import_react.useRef)(keep);
	keepRef.current = keep;
	(0, import_react.useLayoutEffect)(() => {
		const typed = typedBeforeHydration(ref.current);
		if (typed !== void 0) keepRef.current(typed);
	}, [ref]);
}
/**
* The same for a form of named fields: `keep` gets those typed into before hydration, by name.
*
* @example useKeepTypedFields(formRef, (typed) => setValues((now) => ({ ...now, ...typed })));
*/
function useKeepTypedFields(ref, keep) {
	const keepRef = (0, import_react.useRef)(keep);
	keepRef.current = keep;
	(0, import_react.useLayoutEffect)(() => {
		const typed = typedFieldsBeforeHydration(ref.current);
		if (Object.keys(typed).length > 0) keepRef.current(typed);
	}, [ref]);
}
export { useKeepTyped as n, useKeepTypedFields as r, typedBeforeHydration as t };

//# sourceMappingURL=typed-before-hydration-Bi9ecWqC.js.map