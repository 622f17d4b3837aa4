import { n as Slot_UNSTABLE, t as Children_UNSTABLE } from "../index.js";
import { i as Link, r as ErrorBoundary, t as INTERNAL_ServerRouter } from "./client-N-I6esBt.js";
// \0virtual:vite-rsc/client-references/group/shared:node_modules/waku/dist/minimal/client.js
var export_847a2b1045ef = {
	Children_UNSTABLE,
	Slot_UNSTABLE
};
var export_6d786e16fc6b = {
	ErrorBoundary,
	INTERNAL_ServerRouter,
	Link
};
export { export_6d786e16fc6b, export_847a2b1045ef };
