import type { ReactNode } from 'react';
import { Analytics } from '../components/analytics/analytics';
import { accountTimeZone } from '../lib/format/date';
import { warmUpFormatters } from '../lib/format/warm-up';
import { getCspNonce, getRequestContext } from '../lib/request-context.server';
import { getSession } from '../lib/session.server';
import { getViewport } from '../lib/viewport.server';
import * as m from '../paraglide/messages.js';

/** The page background of each theme (`--bg` in src/styles/global.css), for the browser's bar. */
const themeColors = { light: '#f7f7f8', dark: '#111318' } as const;

/**
 * Has a worker make the page's Intl formatters while the page is still arriving (decisions 183
 * and 187). The first use of Intl in a page loads its language's number and date data and the
 * zone's rules: 40–80 ms of main thread on this machine, four times that on a slow phone. ICU
 * keeps that data for the whole renderer process, so a worker that makes the same formatters
 * first leaves the page's own 0.3–0.7 ms each, and the main thread never pays for the load.
 * The worker's source is a `data:` URL (no request to wait behind the page's scripts, no
 * same-origin rights: it runs in an opaque origin) and it closes itself when done. An async
 * module runs as soon as it is parsed, without waiting for the style sheets above it.
 */
function IntlWarmUp({ locale, timeZone }: { locale: string; timeZone: string }) {
  const specs = JSON.stringify(warmUpFormatters(locale, timeZone));
  const work = `for(const[k,t,o]of ${specs})new Intl[k](t,o).formatToParts(0);close()`;
  // encodeURIComponent leaves no `<`, double quote or backslash, so the account's zone cannot
  // close the tag or the string.
  const source = `data:text/javascript,${encodeURIComponent(work)}`;
  const code = `try{new Worker("${source}")}catch{}`;
  return (
    <script
      type="module"
      async
      nonce={getCspNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our code; its data is URI-encoded
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}

/**
 * <html> carries the locale, the theme chosen in the cookie and the viewport class the browser
 * reported last time (SPEC §9), so the first byte is right.
 */
export default async function Root({ children }: { children: ReactNode }) {
  const { locale, theme } = getRequestContext();
  const user = getSession()?.user;
  return (
    <html lang={locale} data-theme={theme} data-viewport={getViewport()}>
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Signed-in pages write prices and dates as they hydrate; sign-in pages do not. */}
        {user ? <IntlWarmUp locale={locale} timeZone={accountTimeZone(user.timeZone)} /> : null}
        <meta name="description" content={m.layout_app_description({}, { locale })} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable app (worker/routes/pwa.ts); its bar follows the page's theme. */}
        <link rel="manifest" href={`/manifest.webmanifest?lang=${locale}`} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {theme === 'system' ? (
          <>
            <meta
              name="theme-color"
              content={themeColors.light}
              media="(prefers-color-scheme: light)"
            />
            <meta
              name="theme-color"
              content={themeColors.dark}
              media="(prefers-color-scheme: dark)"
            />
          </>
        ) : (
          <meta name="theme-color" content={themeColors[theme]} />
        )}
      </head>
      <body>
        {children}
        <Analytics />
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
