import { t as LegalPage } from "./legal-page-DS5Eazkp.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/pages/[locale]/(text-page)/policy.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function PolicyPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(LegalPage, { name: "policy" });
}
var getConfig = async () => ({ render: "dynamic" });
export { PolicyPage as default, getConfig };

//# sourceMappingURL=policy-CmNxT0MW.js.map