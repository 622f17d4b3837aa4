import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/**
 * The call to sign up: a plain GET form to the registration page that carries the promo code
 * (`?promo=`), which prefills the registration form's field. Works without JavaScript.
 */
export function SignupCall({ locale }: { locale: Locale }) {
  const o = { locale };
  return (
    <form
      className="gen-signup-form page-form"
      method="get"
      action={`/${locale}/registration`}
      data-testid="gen-signup"
    >
      <div className="field">
        <label htmlFor="gen-promo">{m.misc_gen_promo({}, o)}</label>
        <input
          id="gen-promo"
          name="promo"
          type="text"
          autoComplete="off"
          maxLength={64}
          data-testid="gen-promo"
        />
      </div>
      <button type="submit" className="button button-primary" data-testid="gen-signup-submit">
        {m.misc_gen_signup_submit({}, o)}
      </button>
      <p className="gen-signup-note">
        {m.misc_gen_have_account({}, o)}{' '}
        <a href={`/${locale}/auth/login`} className="inline-link">
          {m.auth_sign_in({}, o)}
        </a>
      </p>
    </form>
  );
}
