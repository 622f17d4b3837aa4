import type { Locale } from '../../i18n/locales';
import { getFlash, twoFactorOffersPasskey } from '../../lib/auth/flash.server';
import * as m from '../../paraglide/messages.js';
import { PasskeySignIn } from '../passkeys/passkey-sign-in';
import { AuthForm } from './auth-form';
import { AuthLinks } from './auth-links';
import { formTexts, outcomeOf, passkeyTexts } from './form-texts';

/**
 * The sign-in's second step when two-factor is on: an authenticator or recovery code. The ticket
 * the password earned waits in the front's HttpOnly cookie; without it the front sends the form
 * back to the password.
 */
export function TwoFactorForm({ locale }: { locale: Locale }) {
  const o = { locale };
  const texts = formTexts(locale);
  return (
    <>
      <p className="muted">{m.auth_two_factor_intro({}, o)}</p>
      <AuthForm
        id="two-factor"
        action="/api/auth/login/2fa"
        hidden={{ locale }}
        submitLabel={m.auth_sign_in({}, o)}
        texts={texts}
        outcome={outcomeOf(getFlash('twoFactor'), texts)}
        fields={[
          {
            name: 'code',
            label: m.auth_two_factor_code({}, o),
            type: 'text',
            autoComplete: 'one-time-code',
            rules: ['required'],
          },
        ]}
      />
      {twoFactorOffersPasskey() && (
        <PasskeySignIn
          locale={locale}
          label={m.passkey_instead({}, o)}
          texts={passkeyTexts(locale)}
        />
      )}
      <AuthLinks>
        <a href={`/${locale}/auth/login`} data-testid="back-to-login">
          {m.auth_back_to_login({}, o)}
        </a>
      </AuthLinks>
    </>
  );
}
