/**
 * Page-visit analytics through Yandex Metrica's tag (SPEC §1, §7;
 * docs/decisions/085-analytics-and-support-widget.md). The tag is the usual `ym` queue: calls
 * made before the script arrives wait in `ym.a`, and the tag replays them when it loads.
 */

/** The options every counter is initialised with: click map, outbound links, accurate bounce and
 * the `dataLayer` e-commerce container on, session replay (Webvisor) off. */
export const metrikaInitOptions = {
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  webvisor: false,
  ecommerce: 'dataLayer',
} as const;

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
type AnalyticsWindow = Window & { ym?: Ym; dataLayer?: unknown[] };

/** Counters this page reports to; empty while analytics is off (unconfigured, do-not-track). */
let activeCounters: number[] = [];

/** The tag's global, or its queue until the tag arrives (the snippet of Metrica's own code). */
function ym(): Ym {
  const w = window as AnalyticsWindow;
  if (!w.ym) {
    const queue: Ym = (...args: unknown[]) => {
      queue.a = queue.a ?? [];
      queue.a.push(args);
    };
    queue.l = Date.now();
    w.ym = queue;
  }
  return w.ym;
}

/** Initialises every counter (the first page hit is the tag's own, with `document.referrer`). */
export function startAnalytics(counterIds: number[]) {
  if (activeCounters.length > 0) return;
  activeCounters = counterIds;
  const w = window as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  for (const id of counterIds) ym()(id, 'init', { ...metrikaInitOptions });
}

/** A page hit after a client-side route change, with the page it came from as the referrer. */
export function trackHit(url: string, referer: string) {
  for (const id of activeCounters) ym()(id, 'hit', url, { referer });
}

/**
 * An e-commerce purchase in RUB when a top-up has succeeded: pushed once per payment (a reload
 * of the return page does not count it again), and only while analytics is on.
 */
export function trackPurchase(payment: { id: string; amountKopecks: number }) {
  if (activeCounters.length === 0) return;
  const key = `beseda:purchase:${payment.id}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage unavailable: count it anyway.
  }
  const price = payment.amountKopecks / 100;
  const w = window as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({
    ecommerce: {
      currencyCode: 'RUB',
      purchase: {
        actionField: { id: payment.id, revenue: price },
        products: [{ id: 'balance-top-up', name: 'Balance top-up', price, quantity: 1 }],
      },
    },
  });
}
