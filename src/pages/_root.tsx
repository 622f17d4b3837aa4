import type { ReactNode } from 'react';
import { Analytics } from '../components/analytics/analytics';
import { dateTag, defaultTimeZone } from '../lib/format/date';
import { intlReadyGlobal } from '../lib/format/intl-ready';
import { numberTag } from '../lib/format/number';
import { getCspNonce, getRequestContext } from '../lib/request-context.server';
import { getSession } from '../lib/session.server';
import { getViewport } from '../lib/viewport.server';
import * as m from '../paraglide/messages.js';

/** The page background of each theme (`--bg` in src/styles/global.css), for the browser's bar. */
const themeColors = { light: '#f7f7f8', dark: '#111318' } as const;

/**
 * Starts public/assets/intl-warm.js, which loads the page language's Intl data beside the page
 * while the page is still arriving (decision 181), and leaves a promise that settles when the
 * worker is done; its presence tells the client entry the page warms Intl (src/waku.client.tsx).
 * An async module: it runs at once, without waiting for the style sheets above it or the parser.
 */
function IntlWarmUp({ locale }: { locale: string }) {
  const data = JSON.stringify([numberTag(locale), dateTag(locale), defaultTimeZone]);
  const code = `try{const w=new Worker('/assets/intl-warm.js');${intlReadyGlobal}=new Promise(r=>{w.onmessage=w.onerror=r});w.postMessage(${data})}catch{}`;
  return (
    <script
      type="module"
      async
      nonce={getCspNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant code and our own tags
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
  return (
    <html lang={locale} data-theme={theme} data-viewport={getViewport()}>
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Signed-in pages write prices and dates as they hydrate; sign-in pages do not. */}
        {getSession() ? <IntlWarmUp locale={locale} /> : null}
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
