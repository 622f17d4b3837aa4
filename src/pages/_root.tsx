import type { ReactNode } from 'react';
import { Analytics } from '../components/analytics/analytics';
import { getRequestContext } from '../lib/request-context.server';
import { getViewport } from '../lib/viewport.server';

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
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        {children}
        <Analytics />
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
