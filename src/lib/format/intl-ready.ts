/** The global where the page's head leaves the promise of its Intl worker (decision 181). */
const key = '__BESEDA_INTL_READY__';

/** The same global as the head's inline script writes it (src/pages/_root.tsx). */
export const intlReadyGlobal = `self.${key}`;

/**
 * True when the page's head started the Intl worker: a signed-in page, which writes prices and
 * dates as it hydrates. Sign-in pages start none.
 */
export const pageWarmsIntl = () => key in globalThis;
