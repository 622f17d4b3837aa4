// src/lib/format/fill.ts
/** Fills the `{name}` placeholders of an interface text; an unknown name stays as written. */
function fill(text, values) {
	return text.replace(/\{(\w+)\}/g, (whole, key) => values[key] === void 0 ? whole : String(values[key]));
}
export { fill as t };

//# sourceMappingURL=fill-wKbVF3rJ.js.map