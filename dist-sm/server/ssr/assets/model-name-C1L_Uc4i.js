// src/lib/format/model-name.ts
/**
* A model's name as people read it instead of its internal id (`gemini:gemini-25-flash` →
* `Gemini 2.5 Flash`). An id missing from `names` (a model no longer served) keeps the part
* after the provider, which is the closest thing to a name the page has.
*/
function modelName(id, names) {
	const known = names[id];
	if (known) return known;
	const bare = id.includes(":") ? id.slice(id.indexOf(":") + 1) : id;
	const suffixed = Object.entries(names).find(([key]) => key.endsWith(`:${bare}`));
	return suffixed ? suffixed[1] : bare;
}
export { modelName as t };

//# sourceMappingURL=model-name-C1L_Uc4i.js.map