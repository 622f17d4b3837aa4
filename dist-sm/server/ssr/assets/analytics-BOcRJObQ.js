// src/lib/analytics.ts
/**
* Page-visit analytics through Yandex Metrica's tag (SPEC §1, §7;
* docs/decisions/085-analytics-and-support-widget.md). The tag is the usual `ym` queue: calls
* made before the script arrives wait in `ym.a`, and the tag replays them when it loads.
*/
/** The options every counter is initialised with: click map, outbound links, accurate bounce and
* the `dataLayer` e-commerce container on, session replay (Webvisor) off. */
var metrikaInitOptions = {
	clickmap: true,
	trackLinks: true,
	accurateTrackBounce: true,
	webvisor: false,
	ecommerce: "dataLayer"
};
/** Counters this page reports to; empty while analytics is off (unconfigured, do-not-track). */
var activeCounters = [];
/** The tag's global, or its queue until the tag arrives (the snippet of Metrica's own code). */
function ym() {
	const w = window;
	if (!w.ym) {
		const queue = (...args) => {
			queue.a = queue.a ?? [];
			queue.a.push(args);
		};
		queue.l = Date.now();
		w.ym = queue;
	}
	return w.ym;
}
/** Initialises every counter (the first page hit is the tag's own, with `document.referrer`). */
function startAnalytics(counterIds) {
	if (activeCounters.length > 0) return;
	activeCounters = counterIds;
	const w = window;
	w.dataLayer = w.dataLayer ?? [];
	for (const id of counterIds) ym()(id, "init", { ...metrikaInitOptions });
}
/** A page hit after a client-side route change, with the page it came from as the referrer. */
function trackHit(url, referer) {
	for (const id of activeCounters) ym()(id, "hit", url, { referer });
}
/**
* An e-commerce purchase in RUB when a top-up has succeeded: pushed once per payment (a reload
* of the return page does not count it again), and only while analytics is on.
*/
function trackPurchase(payment) {
	if (activeCounters.length === 0) return;
	const key = `beseda:purchase:${payment.id}`;
	try {
		if (sessionStorage.getItem(key)) return;
		sessionStorage.setItem(key, "1");
	} catch {}
	const price = payment.amountKopecks / 100;
	const w = window;
	w.dataLayer = w.dataLayer ?? [];
	w.dataLayer.push({ ecommerce: {
		currencyCode: "RUB",
		purchase: {
			actionField: {
				id: payment.id,
				revenue: price
			},
			products: [{
				id: "balance-top-up",
				name: "Balance top-up",
				price,
				quantity: 1
			}]
		}
	} });
}
export { trackHit as n, trackPurchase as r, startAnalytics as t };

//# sourceMappingURL=analytics-BOcRJObQ.js.map