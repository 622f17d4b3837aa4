import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import type { Locale } from '../../src/i18n/locales';
import { isTheme, themeCookie } from '../../src/lib/theme';
import * as m from '../../src/paraglide/messages.js';

/**
 * The general error page (SPEC §2: 'Internal Server Error', status 500), rendered by the front
 * itself so it still shows when page rendering is what failed.
 */
export function renderErrorPage(c: Context, locale: Locale, status: 500 | 502 | 503 = 500) {
  const theme = getCookie(c, themeCookie);
  const title = m.misc_server_error({}, { locale });
  const page = html`<!doctype html>
<html lang="${locale}" data-theme="${isTheme(theme) ? theme : 'system'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
      [data-theme='dark'] body { background: #111318; color: #e6e8ee; }
      main { text-align: center; padding: 2rem; }
      a { color: inherit; }
    </style>
  </head>
  <body>
    <main data-testid="error-page">
      <h1>${status}</h1>
      <p>${title}</p>
      <p><a href="/${locale}/">${m.misc_go_home({}, { locale })}</a></p>
    </main>
  </body>
</html>`;
  return c.html(page, status);
}
