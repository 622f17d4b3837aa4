import { d as unstable_setAllEnv, t as waku_server_default } from "./assets/server-entry-DT-5lg8R.js";
// node_modules/waku/dist/lib/vite-entries/entry.server.js
async function INTERNAL_runFetch(env, req, ...args) {
	unstable_setAllEnv(env);
	return waku_server_default.fetch(req, ...args);
}
var entry_server_default = waku_server_default.defaultExport;
export { INTERNAL_runFetch, entry_server_default as default, waku_server_default as unstable_serverEntry };

//# sourceMappingURL=index.js.map