import type { Locale } from '../../i18n/locales';
import { getFlash } from '../../lib/auth/flash.server';
import { getSession } from '../../lib/session.server';
import * as m from '../../paraglide/messages.js';
import { AuthForm } from './auth-form';
import { AuthLinks } from './auth-links';
import { formTexts, outcomeOf } from './form-texts';

/** Whether the signed-in visitor still has to confirm their email (false when unknown). */
export function needsEmailConfirmation(): boolean {
  return getSession()?.user.emailConfirmed === false;
}

/** "Send a new code": a plain form back to `redirect`, with the notice once it was sent. */
export function ResendConfirmation({ locale, redirect }: { locale: Locale; redirect: string }) {
  const sent = getFlash('confirmEmail')?.notice === 'code_sent';
  return (
    <form method="post" action="/api/auth/confirm-email/resend" className="resend-code">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="redirect" value={redirect} />
      <button type="submit" className="button" data-testid="confirm-email-resend">
        {m.confirm_email_resend({}, { locale })}
      </button>
      {sent && (
        <p className="field-hint" role="status" data-testid="confirm-email-sent">
          {m.confirm_email_sent({}, { locale })}
        </p>
      )}
    </form>
  );
}

/**
 * The confirm page's content: done, or the code form (prefilled from the mail's link; only the
 * button posts, a GET changes nothing) with a new code on request.
 */
export function ConfirmEmailForm({ locale, code }: { locale: Locale; code: string | null }) {
  const o = { locale };
  const session = getSession();
  if (!needsEmailConfirmation()) {
    return (
      <>
        <p data-testid="confirm-email-done">{m.confirm_email_done({}, o)}</p>
        <AuthLinks>
          <a href={`/${locale}/`}>{m.confirm_email_to_chats({}, o)}</a>
        </AuthLinks>
      </>
    );
  }
  const texts = formTexts(locale);
  const outcome = outcomeOf(getFlash('confirmEmail'), texts);
  const prefilled: Record<string, string> = code && /^\d{6}$/.test(code) ? { code } : {};
  return (
    <>
      <p className="muted">{m.confirm_email_intro({ email: session?.user.email ?? '' }, o)}</p>
      <AuthForm
        id="confirm-email"
        action="/api/auth/confirm-email"
        hidden={{ locale }}
        submitLabel={m.confirm_email_submit({}, o)}
        texts={texts}
        outcome={{ ...outcome, values: { ...prefilled, ...outcome?.values } }}
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
      <ResendConfirmation locale={locale} redirect={`/${locale}/confirm-email`} />
    </>
  );
}
