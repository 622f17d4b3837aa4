// src/i18n/translate.ts
/**
* Binds paraglide messages without parameters to one locale.
*
* @example const t = translator('en'); t(m.layout_new_chat) // 'New chat'
*/
function translator(locale) {
	return (message) => message({}, { locale });
}
export { translator as t };

//# sourceMappingURL=translate-alnGGpNo.js.map