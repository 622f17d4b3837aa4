import { t as MidjourneyPage } from "./midjourney-page-jlIZ8UZQ.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/pages/[locale]/(chats)/chat/midjourney/[slug].tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function MidjourneyChatPage({ slug }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(MidjourneyPage, { slug });
}
var getConfig = async () => ({ render: "dynamic" });
export { MidjourneyChatPage as default, getConfig };

//# sourceMappingURL=_slug_-D8K7aIHD.js.map