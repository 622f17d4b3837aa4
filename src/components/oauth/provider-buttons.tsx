import type { Locale } from '../../i18n/locales';
import { type OAuthProvider, providerStartHref } from '../../lib/oauth/providers';
import { ProviderMark } from './provider-mark';

type Props = {
  providers: readonly OAuthProvider[];
  locale: Locale;
  /** Where to go after signing in (a same-origin path), as the password form's `redirect`. */
  redirect?: string | null;
  /** Each button's text, e.g. "Continue with Yandex ID". */
  labels: Record<OAuthProvider, string>;
  /** The list's accessible name. */
  label: string;
};

/**
 * "Continue with …" for each provider that is on: plain links to `/auth/{provider}`, which the
 * front answers with a redirect to the provider — no JavaScript on the sign-in page.
 */
export function ProviderButtons({ providers, locale, redirect, labels, label }: Props) {
  if (!providers.length) return null;
  return (
    <nav className="provider-buttons" aria-label={label} data-testid="provider-buttons">
      {providers.map((provider) => (
        <a
          key={provider}
          className="button provider-button"
          href={providerStartHref(provider, { locale, redirect })}
          data-testid={`provider-${provider}`}
        >
          <ProviderMark provider={provider} />
          {labels[provider]}
        </a>
      ))}
    </nav>
  );
}
