import { t as LocaleProvider } from "./locale-context-Du56PqBf.js";
// \0virtual:vite-rsc/client-references/group/shared:src/i18n/locale-context.tsx
var export_5cf01d256901 = { LocaleProvider };
export { export_5cf01d256901 };
