import { A as registerClientReference } from "./internal-headers-Ckg8TsQ5.js";
// src/i18n/locale-context.tsx
var LocaleProvider = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"LocaleProvider\"");
}), "5cf01d256901", "LocaleProvider");
export { LocaleProvider as t };

//# sourceMappingURL=locale-context-Dp0qp9rS.js.map