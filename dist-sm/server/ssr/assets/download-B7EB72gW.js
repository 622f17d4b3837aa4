import { t as createLucideIcon } from "./createLucideIcon-C_lwlDyR.js";
// node_modules/lucide-react/dist/esm/icons/download.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "download",
	size: 24,
	node: [
		["path", {
			d: "M12 15V3",
			key: "m9g1x1"
		}],
		["path", {
			d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4",
			key: "ih7n3h"
		}],
		["path", {
			d: "m7 10 5 5 5-5",
			key: "brsn70"
		}]
	]
};
__iconData.node;
var Download = createLucideIcon(__iconData);
export { Download as t };

//# sourceMappingURL=download-B7EB72gW.js.map