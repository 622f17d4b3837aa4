import type { Locale } from '../../i18n/locales';
import type { Flash } from '../../lib/auth/flash';
import { providerNames } from '../../lib/oauth/provider-names';
import { oauthProviders } from '../../lib/oauth/providers';
import * as m from '../../paraglide/messages.js';
import type { Outcome } from '../profile/profile-call';
import type { SignInMethodsTexts } from './sign-in-methods';
import { oauthErrorText } from './sign-in-providers';

const each = <T>(make: (provider: (typeof oauthProviders)[number]) => T) =>
  Object.fromEntries(oauthProviders.map((p) => [p, make(p)])) as Record<
    (typeof oauthProviders)[number],
    T
  >;

/** The localized texts of the profile's "Sign-in methods" island. */
export function signInMethodsTexts(locale: Locale): SignInMethodsTexts {
  const o = { locale };
  const names = providerNames(locale);
  return {
    title: m.oauth_methods_title({}, o),
    hint: m.oauth_methods_hint({}, o),
    noPassword: m.oauth_methods_no_password({}, o),
    names,
    link: each((p) => m.oauth_link({ provider: names[p] }, o)),
    unlink: each((p) => m.oauth_unlink({ provider: names[p] }, o)),
    linkedAs: m.oauth_linked_as({ email: '{email}' }, o),
    notLinked: m.oauth_not_linked({}, o),
    unlinked: m.oauth_unlinked_notice({}, o),
    failed: m.profile_failed({}, o),
  };
}

/** The outcome of the last link attempt, from the front's flash after the callback. */
export function linkOutcomeOf(flash: Flash | null, locale: Locale): Outcome {
  if (!flash) return undefined;
  if (flash.notice === 'linked') return { ok: true, text: m.oauth_linked_notice({}, { locale }) };
  const code = flash.error?.code ?? '';
  const text =
    flash.error?.message || oauthErrorText(code, locale) || m.profile_failed({}, { locale });
  return { ok: false, text };
}

/** How sessions signed in with a provider, for the sessions list. */
export function providerSessionMethods(locale: Locale) {
  const o = { locale };
  const names = providerNames(locale);
  const methods: Record<string, string> = {};
  for (const p of oauthProviders) {
    methods[p] = m.oauth_session_method({ provider: names[p] }, o);
    methods[`${p}+totp`] = m.oauth_session_method_totp({ provider: names[p] }, o);
    methods[`${p}+recovery`] = m.oauth_session_method_recovery({ provider: names[p] }, o);
  }
  return methods;
}
