import { t as MidjourneyPage } from "./midjourney-page-jlIZ8UZQ.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/pages/[locale]/(chats)/chat/midjourney/index.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function MidjourneyIndexPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(MidjourneyPage, {});
}
var getConfig = async () => ({ render: "dynamic" });
export { MidjourneyIndexPage as default, getConfig };

//# sourceMappingURL=midjourney-r5nUZvbn.js.map