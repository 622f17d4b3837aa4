import type { ReactNode } from 'react';
import { Analytics } from '../components/analytics/analytics';
import { getRequestContext } from '../lib/request-context.server';

/** <html> carries the locale and the theme chosen in the cookie, so the first byte is right. */
export default async function Root({ children }: { children: ReactNode }) {
  const { locale, theme } = getRequestContext();
  return (
    <html lang={locale} data-theme={theme}>
      <head>
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
