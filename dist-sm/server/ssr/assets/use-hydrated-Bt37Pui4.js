import { t as require_react } from "./react-DvVFp2nj.js";
// src/lib/use-hydrated.ts
var import_react = require_react();
/**
* False during the server render and the first client render, true once the island is
* interactive: pages mark themselves `data-hydrated` with it, so browser tests (and styles) can
* tell a live form from its server-rendered copy.
*/
function useHydrated() {
	const [hydrated, setHydrated] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => setHydrated(true), []);
	return hydrated;
}
export { useHydrated as t };

//# sourceMappingURL=use-hydrated-Bt37Pui4.js.map