import type { Locale } from '../../i18n/locales';
import { getFlash } from '../../lib/auth/flash.server';
import * as m from '../../paraglide/messages.js';
import { withOAuthErrorText } from '../oauth/sign-in-providers';
import { PasskeySignIn } from '../passkeys/passkey-sign-in';
import { AuthForm } from './auth-form';
import { AuthLinks } from './auth-links';
import { formTexts, outcomeOf, passkeyTexts } from './form-texts';

/** Email and password; after sign-in the front goes to `redirect` when it is a same-origin path. */
export function LoginForm({ locale, redirect }: { locale: Locale; redirect: string | null }) {
  const o = { locale };
  const texts = formTexts(locale);
  return (
    <>
      <AuthForm
        id="login"
        action="/api/auth/login"
        hidden={{ locale, ...(redirect ? { redirect } : {}) }}
        submitLabel={m.auth_sign_in({}, o)}
        texts={texts}
        outcome={outcomeOf(withOAuthErrorText(getFlash('login'), locale), texts)}
        fields={[
          {
            name: 'email',
            label: m.auth_email({}, o),
            type: 'email',
            // `webauthn` lets the browser offer passkeys in this field's autofill.
            autoComplete: 'username webauthn',
            rules: ['required', 'email'],
          },
          {
            name: 'password',
            label: m.auth_password({}, o),
            type: 'password',
            autoComplete: 'current-password',
            rules: ['required'],
          },
        ]}
      />
      <PasskeySignIn
        locale={locale}
        redirect={redirect}
        autofill
        label={m.passkey_sign_in({}, o)}
        texts={passkeyTexts(locale)}
      />
      <AuthLinks>
        <a href={`/${locale}/reset-password`} data-testid="forgot-password">
          {m.auth_forgot_password({}, o)}
        </a>
      </AuthLinks>
      <AuthLinks>
        {m.auth_no_account({}, o)}{' '}
        <a href={`/${locale}/registration`} data-testid="register-link">
          {m.auth_register_link({}, o)}
        </a>
      </AuthLinks>
    </>
  );
}
