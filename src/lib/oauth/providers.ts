import type { Locale } from '../../i18n/locales';

/** The sign-in providers, in button order (api/src/oauth/providers.ts). */
export const oauthProviders = ['yandex', 'vk', 'google'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (oauthProviders as readonly string[]).includes(value);
}

/**
 * The front's address that starts a provider sign-in (or, with `mode: 'link'`, links it).
 *
 * @example providerStartHref('yandex', { locale: 'ru', redirect: '/ru/chat' })
 */
export function providerStartHref(
  provider: OAuthProvider,
  opts: { locale: Locale; redirect?: string | null; mode?: 'link' },
): string {
  const query = new URLSearchParams({ locale: opts.locale });
  if (opts.redirect) query.set('redirect', opts.redirect);
  if (opts.mode) query.set('mode', opts.mode);
  return `/auth/${provider}?${query}`;
}
