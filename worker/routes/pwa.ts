import { Hono } from 'hono';
import { html } from 'hono/html';
import { isLocale, type Locale } from '../../src/i18n/locales';
import * as m from '../../src/paraglide/messages.js';
import type { FrontEnv } from '../env';
import { preferredLocale } from '../middleware/locale';

/** The page background and the brand colour of each theme (src/styles/global.css). */
const colors = {
  light: { bg: '#f7f7f8', text: '#17171c', accent: '#4f46e5' },
  dark: { bg: '#111318', text: '#e6e8ee', accent: '#8b85ff' },
} as const;

/**
 * The web app manifest in the person's language (decision 166): the start URL is their home,
 * the dark theme's colours ride in `user_preferences` where a browser reads them.
 */
export function appManifest(locale: Locale) {
  const icon = (src: string, sizes: string, purpose: string) => ({
    src,
    sizes,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: m.layout_app_name({}, { locale }),
    short_name: m.layout_app_name({}, { locale }),
    description: m.pwa_description({}, { locale }),
    lang: locale,
    start_url: `/${locale}/`,
    scope: '/',
    display: 'standalone',
    background_color: colors.light.bg,
    theme_color: colors.light.bg,
    user_preferences: {
      color_scheme: {
        dark: { background_color: colors.dark.bg, theme_color: colors.dark.bg },
      },
    },
    icons: [
      icon('/icons/icon-192.png', '192x192', 'any'),
      icon('/icons/icon-512.png', '512x512', 'any'),
      icon('/icons/maskable-512.png', '512x512', 'maskable'),
    ],
  };
}

/** The page the service worker shows for a navigation without a network: no script, no data. */
function offlinePage(locale: Locale) {
  const title = m.pwa_offline_title({}, { locale });
  return html`<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      :root { font-family: system-ui, sans-serif; background: ${colors.light.bg}; color: ${colors.light.text}; }
      @media (prefers-color-scheme: dark) {
        :root { background: ${colors.dark.bg}; color: ${colors.dark.text}; }
        a { color: ${colors.dark.accent}; }
      }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
      main { text-align: center; padding: 2rem; max-width: 28rem; }
      a { color: ${colors.light.accent}; font-weight: 600; }
    </style>
  </head>
  <body>
    <main data-testid="offline-page">
      <img src="/favicon.svg" alt="" width="48" height="48" />
      <h1>${title}</h1>
      <p>${m.pwa_offline_text({}, { locale })}</p>
      <p><a href="">${m.pwa_offline_retry({}, { locale })}</a></p>
    </main>
  </body>
</html>`;
}

/**
 * The installable app's files: the manifest (`?lang=` from the page, else the remembered
 * locale), the offline page of each language and the service worker from the build's assets,
 * each revalidated on every use so a deploy is seen at once.
 */
export const pwaRoutes = new Hono<FrontEnv>()
  .get('/manifest.webmanifest', (c) => {
    const asked = c.req.query('lang');
    const locale = isLocale(asked) ? asked : preferredLocale(c);
    return c.body(JSON.stringify(appManifest(locale)), 200, {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'no-cache',
    });
  })
  .get('/:locale{en|ru}/offline', async (c) => {
    const locale = c.req.param('locale') as Locale;
    c.header('cache-control', 'no-cache');
    return c.html(await offlinePage(locale));
  })
  .get('/sw.js', async (c) => {
    if (!c.env.ASSETS) return c.text('Not Found', 404);
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    const response = new Response(asset.body, asset);
    if (asset.ok) response.headers.set('cache-control', 'no-cache');
    return response;
  });
