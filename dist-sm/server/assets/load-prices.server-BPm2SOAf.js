import { d as getHeaders } from "./internal-headers-Ckg8TsQ5.js";
import { n as upstreamJson } from "./upstream.server-BawSuzwa.js";
// src/lib/prices/load-prices.server.ts
/**
* The live price list from the api (`GET /v1/prices`), or null when it cannot be had: a page
* then says prices could not be loaded instead of failing. The visitor's address goes along so
* the api's per-address limit counts them, not this Worker.
*/
async function loadPriceList() {
	const address = getHeaders()["cf-connecting-ip"];
	try {
		const { tools } = await upstreamJson("/v1/prices", { headers: address ? { "cf-connecting-ip": address } : {} });
		return tools;
	} catch (error) {
		console.error("price list failed", error);
		return null;
	}
}
export { loadPriceList as t };

//# sourceMappingURL=load-prices.server-BPm2SOAf.js.map