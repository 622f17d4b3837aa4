import { t as loadPriceList } from "./load-prices.server-BPm2SOAf.js";
import { t as chat_not_found } from "./chat_not_found-g3Xc9Hid.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as midjourney_title } from "./midjourney_title-B7_TRd6Y.js";
import { n as upstreamJson, t as UpstreamError } from "./upstream.server-BawSuzwa.js";
import { t as ImageChatGrid } from "./image-chat-grid-D_z6Zki3.js";
import { t as PageTitle } from "./page-title-DrBfYZv2.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
// src/components/midjourney/midjourney-studio.tsx
var MidjourneyStudio = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"MidjourneyStudio\"");
}), "9d045cb696cf", "MidjourneyStudio");
// src/components/midjourney/midjourney-page.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** The tasks of a Midjourney chat, newest first (or none for a new chat), and whether it is on. */
async function loadTasks(slug) {
	const query = slug ? `take=100&chatId=${encodeURIComponent(slug)}` : "take=1";
	const page = await upstreamJson(`/v1/openai/midjourney?${query}`);
	return {
		tasks: slug ? page.items ?? [] : [],
		enabled: page.enabled === true
	};
}
/**
* `/chat/midjourney/:slug?` on the server: the chat's tasks are in the first byte, so a reload
* shows each where it is; the studio island then follows the running ones. Below, the user's
* Midjourney chats as thumbnails of their newest grids.
*/
async function MidjourneyPage({ slug }) {
	const { locale } = getRequestContext();
	let loaded;
	try {
		loaded = await loadTasks(slug);
	} catch (error) {
		if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
			className: "screen",
			"data-testid": "chat-not-found",
			children: [/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, {
				title: midjourney_title({}, { locale }),
				hidden: true
			}), /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)("p", {
				className: "muted",
				children: chat_not_found({}, { locale })
			})]
		});
		throw error;
	}
	const chats = loaded.enabled ? await upstreamJson("/v1/chat?mode=midjourney&take=48") : { items: [] };
	const gridKopecks = (loaded.enabled ? await loadPriceList() : null)?.find((tool) => tool.id === "midjourney")?.models[0]?.prices.find((price) => price.unit === "grid")?.kopecks;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsxs)("section", {
		className: "screen",
		"data-testid": "screen-midjourney",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(PageTitle, { title: midjourney_title({}, { locale }) }),
			/* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(MidjourneyStudio, {
				chatId: slug,
				initial: loaded.tasks,
				enabled: loaded.enabled,
				gridKopecks
			}, slug ?? "new"),
			loaded.enabled ? /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ImageChatGrid, {
				chats: chats.items ?? [],
				activeId: slug,
				locale,
				mode: "midjourney"
			}) : null
		]
	});
}
export { MidjourneyPage as t };

//# sourceMappingURL=midjourney-page-jlIZ8UZQ.js.map