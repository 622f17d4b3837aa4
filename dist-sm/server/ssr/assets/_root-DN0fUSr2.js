import { t as require_react } from "./react-DvVFp2nj.js";
import { n as useRouter } from "./client-N-I6esBt.js";
import "./main-BrDwBsBp.js";
import { n as trackHit, t as startAnalytics } from "./analytics-BOcRJObQ.js";
import { t as loadScript } from "./load-script-BSIU2vgX.js";
// src/components/analytics/metrika-tag.tsx
var import_react = require_react();
/** Runs after the page has painted and the browser is idle, so the tag never delays rendering. */
function whenIdle(run) {
	if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2e3 });
	else setTimeout(run, 1);
}
/**
* Yandex Metrica for this page (rendered only when configured and the visitor does not opt out;
* src/components/analytics/analytics.tsx): the counters are initialised at once into the tag's
* queue, the tag is fetched lazily, and every client-side route change is a hit with the
* previous page as referrer. A tag that fails to load is only logged (SPEC §8).
*/
function MetrikaTag({ tagUrl, counterIds }) {
	const { path, query } = useRouter();
	const previous = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		startAnalytics(counterIds);
		whenIdle(() => {
			loadScript(tagUrl).catch((error) => console.warn("Analytics tag failed to load", error));
		});
	}, []);
	(0, import_react.useEffect)(() => {
		const url = new URL(`${path}${query ? `?${query}` : ""}`, location.origin).href;
		if (previous.current !== null && previous.current !== url) trackHit(url, previous.current);
		previous.current = url;
	}, [path, query]);
	return null;
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/_root.tsx
var export_20627f924cbc = { MetrikaTag };
export { export_20627f924cbc };

//# sourceMappingURL=_root-DN0fUSr2.js.map