import { d as getHeaders, r as internalHeaders } from "./internal-headers-Ckg8TsQ5.js";
import { i as parsePublicConfig } from "./server-entry-DT-5lg8R.js";
// src/lib/public-config.server.ts
/**
* The deployment's public configuration (support widget, analytics) for this request, as the
* front read it from the Worker's vars (worker/routes/pages.ts).
*/
function getPublicConfig() {
	return parsePublicConfig(getHeaders()[internalHeaders.config]);
}
export { getPublicConfig as t };

//# sourceMappingURL=public-config.server-5B4QXSnC.js.map