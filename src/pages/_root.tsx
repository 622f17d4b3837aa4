import type { ReactNode } from 'react';
import { Analytics } from '../components/analytics/analytics';
import { getRequestContext } from '../lib/request-context.server';
import { getViewport } from '../lib/viewport.server';
import * as m from '../paraglide/messages.js';

/** The page background of each theme (`--bg` in src/styles/global.css), for the browser's bar. */
const themeColors = { light: '#f7f7f8', dark: '#111318' } as const;

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
        <meta name="description" content={m.layout_app_description({}, { locale })} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable app (public/manifest.webmanifest); its bar follows the page's theme. */}
        <link rel="manifest" href="/manifest.webmanifest" />
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
