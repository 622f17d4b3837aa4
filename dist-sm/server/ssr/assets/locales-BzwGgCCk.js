// src/i18n/locales.ts
/** Interface languages (SPEC §1): ru is the default, en the other; paraglide falls back to en. */
var locales = ["ru", "en"];
export { locales as t };

//# sourceMappingURL=locales-BzwGgCCk.js.map