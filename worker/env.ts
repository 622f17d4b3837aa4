/** Bindings and variables of the web Worker (wrangler.toml, .dev.vars.example). */
export type WebBindings = {
  /** Base URL of the upstream api (SPEC §7). Missing → every upstream call is a 523. */
  API_URL?: string;
  /** The api Worker as a service binding; when bound, upstream calls skip the network. */
  API?: { fetch: (input: string, init?: RequestInit) => Promise<Response> };
  /** Static files of the Waku build (dist/public). */
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
  /** Extra `https://` origins pages may load images from (CSP `img-src`), space-separated. */
  CSP_IMG_HOSTS?: string;
  /** Extra `https://` origins pages may fetch from (CSP `connect-src`), space-separated. */
  CSP_CONNECT_HOSTS?: string;
  /** The helpdesk's widget script, loaded when a visitor asks for support; its origin joins the CSP. */
  SUPPORT_WIDGET_URL?: string;
  /** The Yandex Metrica tag script (e.g. https://mc.yandex.ru/metrika/tag.js); its origin joins the CSP. */
  METRIKA_TAG_URL?: string;
  /** The Metrica counters every page visit is counted in, space- or comma-separated. */
  METRIKA_COUNTER_IDS?: string;
  /** The sandbox Worker's origin (sandbox/); set → HTML and SVG code blocks get a preview. */
  SANDBOX_ORIGIN?: string;
};

export type FrontEnv = {
  Bindings: WebBindings;
  Variables: {
    locale: import('../src/i18n/locales').Locale;
    /** The request's tokens and their cookie changes (middleware/session). */
    session: import('./middleware/session').SessionState;
    /** This response's CSP nonce (hono/secure-headers), handed to Waku for its scripts. */
    secureHeadersNonce?: string;
  };
};

/** Renders a page (Waku) for a request prepared by the front. */
export type PageRenderer = (request: Request, env: WebBindings, ctx?: unknown) => Promise<Response>;
