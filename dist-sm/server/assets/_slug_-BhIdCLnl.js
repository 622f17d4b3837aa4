import { t as ConversationPage } from "./conversation-page-B-Bm1c-K.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/pages/[locale]/(chats)/chat/[slug].tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function ChatPage({ slug }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ConversationPage, { slug });
}
var getConfig = async () => ({ render: "dynamic" });
export { ChatPage as default, getConfig };

//# sourceMappingURL=_slug_-BhIdCLnl.js.map