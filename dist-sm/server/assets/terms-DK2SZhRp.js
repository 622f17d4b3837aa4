import { t as LegalPage } from "./legal-page-DS5Eazkp.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/pages/[locale]/(text-page)/terms.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function TermsPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LegalPage, { name: "terms" });
}
var getConfig = async () => ({ render: "dynamic" });
export { TermsPage as default, getConfig };

//# sourceMappingURL=terms-DK2SZhRp.js.map