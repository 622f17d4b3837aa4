import { getFlash } from '../../lib/auth/flash.server';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { AuthForm } from './auth-form';
import { needsEmailConfirmation, ResendConfirmation } from './confirm-email-forms';
import { formTexts, outcomeOf } from './form-texts';
import './email-confirm-banner.css';

/**
 * The chats layout's reminder for a signed-in visitor whose email is not confirmed yet: the code
 * field and a new code, posting to the front and coming back to this page. Nothing otherwise.
 */
export function EmailConfirmBanner() {
  if (!needsEmailConfirmation()) return null;
  const { locale, path } = getRequestContext();
  const o = { locale };
  const texts = formTexts(locale);
  return (
    <aside className="email-confirm-banner" data-testid="email-confirm-banner">
      <p className="email-confirm-banner-text">{m.confirm_email_banner({}, o)}</p>
      <AuthForm
        id="confirm-email-banner"
        action="/api/auth/confirm-email"
        hidden={{ locale, redirect: path }}
        submitLabel={m.confirm_email_submit({}, o)}
        texts={texts}
        outcome={outcomeOf(getFlash('confirmEmail'), texts)}
        fields={[
          {
            name: 'code',
            label: m.auth_code({}, o),
            type: 'text',
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            rules: ['required', 'code'],
          },
        ]}
      />
      <ResendConfirmation locale={locale} redirect={path} />
    </aside>
  );
}
