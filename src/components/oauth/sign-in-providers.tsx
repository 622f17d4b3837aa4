import './oauth.css';
import type { Locale } from '../../i18n/locales';
import type { Flash } from '../../lib/auth/flash';
import { loadOAuthProviders } from '../../lib/oauth/load-providers.server';
import { providerNames } from '../../lib/oauth/provider-names';
import * as m from '../../paraglide/messages.js';
import { ProviderButtons } from './provider-buttons';

/** "or" and the provider buttons under the sign-in and registration forms, when any is on. */
export async function SignInProviders({
  locale,
  redirect,
}: {
  locale: Locale;
  redirect?: string | null;
}) {
  const providers = await loadOAuthProviders();
  if (!providers.length) return null;
  const o = { locale };
  const names = providerNames(locale);
  const labels = {
    yandex: m.oauth_continue_with({ provider: names.yandex }, o),
    vk: m.oauth_continue_with({ provider: names.vk }, o),
    google: m.oauth_continue_with({ provider: names.google }, o),
  };
  return (
    <>
      <p className="provider-divider">{m.oauth_or({}, o)}</p>
      <ProviderButtons
        providers={providers}
        locale={locale}
        redirect={redirect}
        labels={labels}
        label={m.oauth_providers_label({}, o)}
      />
    </>
  );
}

/** A flash error of the provider sign-in, put in words when the front named only its code. */
export function oauthErrorText(code: string, locale: Locale): string | undefined {
  const o = { locale };
  if (code === 'oauth_state_invalid') return m.oauth_error_state({}, o);
  if (code === 'oauth_denied') return m.oauth_error_denied({}, o);
  if (code === 'oauth_provider_error') return m.oauth_error_provider({}, o);
  return undefined;
}

/** The flash with the words of a provider sign-in's own error filled in. */
export function withOAuthErrorText(flash: Flash | null, locale: Locale): Flash | null {
  const error = flash?.error;
  if (!flash || !error || error.message) return flash;
  const message = oauthErrorText(error.code, locale);
  return message ? { ...flash, error: { ...error, message } } : flash;
}
