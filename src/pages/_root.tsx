import type { ReactNode } from 'react';
import { Analytics } from '../components/analytics/analytics';
import { Toaster } from '../components/ui/toaster';
import { getRequestContext } from '../lib/request-context.server';
import * as m from '../paraglide/messages.js';

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
        <Toaster
          label={m.ui_notifications({}, { locale })}
          dismissLabel={m.ui_dismiss({}, { locale })}
        />
        <Analytics />
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
