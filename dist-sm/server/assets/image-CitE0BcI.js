import { t as ImagePage } from "./image-page-DA_Q9xDy.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/pages/[locale]/(chats)/chat/image/index.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function NewImageChatPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ImagePage, {});
}
var getConfig = async () => ({ render: "dynamic" });
export { NewImageChatPage as default, getConfig };

//# sourceMappingURL=image-CitE0BcI.js.map