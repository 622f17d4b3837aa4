import { t as ImagePage } from "./image-page-DA_Q9xDy.js";
import { v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/pages/[locale]/(chats)/chat/image/[slug].tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function ImageChatPage({ slug }) {
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ImagePage, { slug });
}
var getConfig = async () => ({ render: "dynamic" });
export { ImageChatPage as default, getConfig };

//# sourceMappingURL=_slug_--nSkT5P7.js.map