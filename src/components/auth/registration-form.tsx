import type { Locale } from '../../i18n/locales';
import { getFlash } from '../../lib/auth/flash.server';
import * as m from '../../paraglide/messages.js';
import { AuthForm } from './auth-form';
import { AuthLinks } from './auth-links';
import { formTexts, outcomeOf } from './form-texts';

/**
 * Name, email, password twice and an optional promo code whose bonus shows while typed; `promo`
 * fills that field (the /gen page's sign-up call carries its code here).
 */
export function RegistrationForm({ locale, promo }: { locale: Locale; promo?: string }) {
  const o = { locale };
  const texts = formTexts(locale, true);
  const outcome = outcomeOf(getFlash('registration'), texts);
  return (
    <>
      <AuthForm
        id="registration"
        action="/api/auth/register"
        hidden={{ locale }}
        submitLabel={m.auth_register_submit({}, o)}
        texts={texts}
        outcome={promo ? { ...outcome, values: { promo, ...outcome?.values } } : outcome}
        fields={[
          {
            name: 'name',
            label: m.auth_name({}, o),
            type: 'text',
            autoComplete: 'name',
            rules: [],
          },
          {
            name: 'email',
            label: m.auth_email({}, o),
            type: 'email',
            autoComplete: 'email',
            rules: ['required', 'email'],
          },
          {
            name: 'password',
            label: m.auth_password({}, o),
            type: 'password',
            autoComplete: 'new-password',
            rules: ['required', 'password'],
            hint: m.auth_password_hint({}, o),
          },
          {
            name: 'confirm',
            label: m.auth_password_confirm({}, o),
            type: 'password',
            autoComplete: 'new-password',
            rules: ['required', 'confirm'],
          },
          {
            name: 'promo',
            label: m.auth_promo({}, o),
            type: 'text',
            autoComplete: 'off',
            rules: [],
            promo: true,
          },
        ]}
      />
      <AuthLinks>
        {m.auth_have_account({}, o)}{' '}
        <a href={`/${locale}/auth/login`} data-testid="login-link">
          {m.auth_sign_in({}, o)}
        </a>
      </AuthLinks>
    </>
  );
}
