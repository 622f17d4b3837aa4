'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { type OAuthProvider, oauthProviders, providerStartHref } from '../../lib/oauth/providers';
import { type Outcome, profileCall } from '../profile/profile-call';
import { OutcomeLine } from '../profile/profile-fields';
import { ProviderMark } from './provider-mark';

type SignInMethods = {
  providers: OAuthProvider[];
  identities: { provider: OAuthProvider; email: string | null; createdAt: string }[];
  passwordSet: boolean;
};

export type SignInMethodsTexts = {
  title: string;
  hint: string;
  noPassword: string;
  names: Record<OAuthProvider, string>;
  link: Record<OAuthProvider, string>;
  unlink: Record<OAuthProvider, string>;
  /** "Linked: {email}" */
  linkedAs: string;
  notLinked: string;
  unlinked: string;
  failed: string;
};

type Props = {
  locale: Locale;
  texts: SignInMethodsTexts;
  /** What the last link attempt came to (the front's flash after the provider's callback). */
  initialOutcome?: Outcome;
};

/**
 * The profile's "Sign-in methods": each provider that is on (or still linked), linked with its
 * email and an Unlink button, or a Link link that starts the provider flow in link mode.
 */
export function SignInMethodsSection({ locale, texts, initialOutcome }: Props) {
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(initialOutcome);
  const reload = useCallback(async () => {
    const result = await profileCall<SignInMethods>('/v1/user/oauth', 'GET');
    if (result.ok) setMethods(result.data);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  if (!methods) return null;
  const linked = new Map(methods.identities.map((identity) => [identity.provider, identity]));
  const shown = oauthProviders.filter((p) => methods.providers.includes(p) || linked.has(p));
  if (!shown.length) return null;
  const unlink = async (provider: OAuthProvider) => {
    const result = await profileCall(`/v1/user/oauth/${provider}`, 'DELETE');
    setOutcome(
      result.ok
        ? { ok: true, text: texts.unlinked }
        : { ok: false, text: result.message || texts.failed },
    );
    await reload();
  };
  return (
    <section className="profile-section" aria-labelledby="profile-sign-in-methods-title">
      <h2 id="profile-sign-in-methods-title">{texts.title}</h2>
      <p className="muted">{methods.passwordSet ? texts.hint : texts.noPassword}</p>
      <ul className="sign-in-methods" data-testid="sign-in-methods">
        {shown.map((provider) => {
          const identity = linked.get(provider);
          return (
            <li key={provider} data-testid={`sign-in-method-${provider}`}>
              <span className="provider-name">
                <ProviderMark provider={provider} />
                {texts.names[provider]}
              </span>
              <span className="muted">
                {identity
                  ? texts.linkedAs.replace('{email}', identity.email ?? '')
                  : texts.notLinked}
              </span>
              {identity ? (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => void unlink(provider)}
                  data-testid={`unlink-${provider}`}
                >
                  {texts.unlink[provider]}
                </button>
              ) : (
                <a
                  className="button button-small"
                  href={providerStartHref(provider, { locale, mode: 'link' })}
                  data-testid={`link-${provider}`}
                >
                  {texts.link[provider]}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <OutcomeLine outcome={outcome} testId="sign-in-methods-status" />
    </section>
  );
}
