/**
 * What the web Worker's configuration tells the browser (docs/decisions/085-analytics-and-support-widget.md):
 * the helpdesk widget's script and the Yandex Metrica tag with its counters. Read once per request
 * by the front from the Worker's vars, handed to server components in an internal header, and
 * passed down to the islands as props. Nothing here is secret: it all ends up in the page.
 */
export type PublicConfig = {
  /** The helpdesk's widget script (`SUPPORT_WIDGET_URL`); null: no widget, the button says so. */
  supportWidgetUrl: string | null;
  /** The Metrica tag (`METRIKA_TAG_URL`) and its counters (`METRIKA_COUNTER_IDS`); null: off. */
  metrika: { tagUrl: string; counterIds: number[] } | null;
  /** The support messenger (`SUPPORT_MESSENGER_URL`, e.g. a Telegram link); null: no link shown. */
  supportMessengerUrl?: string | null;
  /** The sandbox Worker's origin code previews load from (`SANDBOX_ORIGIN`); null: no previews. */
  sandboxOrigin?: string | null;
  /** The api's public base (`API_URL`), for the API keys page's examples; absent when unset. */
  apiUrl?: string;
};

export const emptyPublicConfig: PublicConfig = { supportWidgetUrl: null, metrika: null };

/** The vars of the web Worker this module reads. */
export type PublicConfigVars = {
  SUPPORT_WIDGET_URL?: string;
  METRIKA_TAG_URL?: string;
  METRIKA_COUNTER_IDS?: string;
  SUPPORT_MESSENGER_URL?: string;
  SANDBOX_ORIGIN?: string;
  API_URL?: string;
};

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A script URL a page may load: `https://…`, or `http://` on this machine's loopback (a local
 * helpdesk or tag while developing — browsers treat loopback as a secure context). Anything else
 * (another scheme, credentials in the URL, a relative path) is refused, so a mistyped variable
 * cannot make the CSP admit a plain-http host.
 *
 * @example scriptUrlOf('https://mc.yandex.ru/metrika/tag.js') // 'https://mc.yandex.ru/metrika/tag.js'
 */
export function scriptUrlOf(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))) {
    return url.href;
  }
  return null;
}

/**
 * An origin a deployment names (`SANDBOX_ORIGIN`, the sandbox's `APP_ORIGIN`), by the same rule
 * as scripts: `https://`, or `http://` on loopback; a path is dropped; anything else is null.
 *
 * @example originOf('https://beseda-sandbox.acme.workers.dev/') // 'https://beseda-sandbox.acme.workers.dev'
 */
export function originOf(value: string | undefined): string | null {
  const url = scriptUrlOf(value);
  return url ? new URL(url).origin : null;
}

/** Metrica counter ids: positive integers, space- or comma-separated, duplicates dropped. */
export function counterIdsOf(value: string | undefined): number[] {
  const ids = new Set<number>();
  for (const item of (value ?? '').split(/[\s,]+/)) {
    if (/^[1-9]\d{0,14}$/.test(item)) ids.add(Number(item));
  }
  return [...ids];
}

/**
 * The public configuration of a deployment from its vars. Metrica is on only with both a valid
 * tag URL and at least one counter.
 *
 * @example publicConfigOf({ METRIKA_TAG_URL: 'https://mc.yandex.ru/metrika/tag.js', METRIKA_COUNTER_IDS: '1, 2' })
 */
export function publicConfigOf(vars: PublicConfigVars | undefined): PublicConfig {
  const tagUrl = scriptUrlOf(vars?.METRIKA_TAG_URL);
  const counterIds = counterIdsOf(vars?.METRIKA_COUNTER_IDS);
  return {
    supportWidgetUrl: scriptUrlOf(vars?.SUPPORT_WIDGET_URL),
    metrika: tagUrl && counterIds.length > 0 ? { tagUrl, counterIds } : null,
    supportMessengerUrl: scriptUrlOf(vars?.SUPPORT_MESSENGER_URL),
    sandboxOrigin: originOf(vars?.SANDBOX_ORIGIN),
    ...apiUrlOf(vars?.API_URL),
  };
}

/** The api's base URL without a trailing slash, by the rule of scripts; `{}` when not one. */
function apiUrlOf(value: string | undefined): { apiUrl?: string } {
  const url = scriptUrlOf(value);
  return url ? { apiUrl: url.replace(/\/+$/, '') } : {};
}

/** Reads the header value back (server components); anything malformed is "nothing configured". */
export function parsePublicConfig(value: string | undefined): PublicConfig {
  if (!value) return emptyPublicConfig;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<PublicConfig>;
    const metrika = parsed.metrika;
    return {
      supportWidgetUrl: scriptUrlOf(parsed.supportWidgetUrl ?? undefined),
      supportMessengerUrl: scriptUrlOf(parsed.supportMessengerUrl ?? undefined),
      sandboxOrigin: originOf(parsed.sandboxOrigin ?? undefined),
      ...apiUrlOf(parsed.apiUrl),
      metrika:
        metrika && scriptUrlOf(metrika.tagUrl) && Array.isArray(metrika.counterIds)
          ? {
              tagUrl: metrika.tagUrl,
              counterIds: metrika.counterIds.filter((id) => Number.isSafeInteger(id) && id > 0),
            }
          : null,
    };
  } catch {
    return emptyPublicConfig;
  }
}
