import type { Locale } from '../../i18n/locales';
import { getFlash, getResetStep } from '../../lib/auth/flash.server';
import * as m from '../../paraglide/messages.js';
import { AuthForm } from './auth-form';
import { AuthLinks } from './auth-links';
import { formTexts, outcomeOf } from './form-texts';
import { ResendCode } from './resend-code';

function BackToLogin({ locale }: { locale: Locale }) {
  return (
    <AuthLinks>
      <a href={`/${locale}/auth/login`} data-testid="back-to-login">
        {m.auth_back_to_login({}, { locale })}
      </a>
    </AuthLinks>
  );
}

function StartAgain({ locale }: { locale: Locale }) {
  return (
    <>
      <p className="form-error" data-testid="reset-expired">
        {m.auth_reset_expired({}, { locale })}
      </p>
      <AuthLinks>
        <a href={`/${locale}/reset-password`}>{m.auth_start_again({}, { locale })}</a>
      </AuthLinks>
    </>
  );
}

/** Step 1: the email to send a code to. */
export function ResetRequestForm({ locale }: { locale: Locale }) {
  const o = { locale };
  const texts = formTexts(locale);
  return (
    <>
      <p className="muted">{m.auth_reset_intro({}, o)}</p>
      <AuthForm
        id="reset-request"
        action="/api/auth/reset/request"
        hidden={{ locale }}
        submitLabel={m.auth_send_code({}, o)}
        texts={texts}
        outcome={outcomeOf(getFlash('resetRequest'), texts)}
        fields={[
          {
            name: 'email',
            label: m.auth_email({}, o),
            type: 'email',
            autoComplete: 'email',
            rules: ['required', 'email'],
          },
        ]}
      />
      <BackToLogin locale={locale} />
    </>
  );
}

/** Step 2: the emailed code, with a new code after a countdown. */
export function EnterCodeForm({ locale }: { locale: Locale }) {
  const o = { locale };
  const step = getResetStep();
  if (!step) return <StartAgain locale={locale} />;
  const texts = formTexts(locale);
  const resend = outcomeOf(getFlash('resend'), texts);
  return (
    <>
      <p className="muted" data-testid="code-sent-to">
        {m.auth_code_sent_to({ email: step.email }, o)}
      </p>
      <AuthForm
        id="reset-code"
        action="/api/auth/reset/verify"
        hidden={{ locale }}
        submitLabel={m.auth_check_code({}, o)}
        texts={texts}
        outcome={outcomeOf(getFlash('resetCode'), texts)}
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
      <ResendCode
        locale={locale}
        sentAt={step.sentAt}
        label={m.auth_resend_code({}, o)}
        waitTemplate={m.auth_resend_in({ seconds: '{seconds}' }, o)}
        error={resend?.error}
      />
      <AuthLinks>
        <a href={`/${locale}/reset-password`}>{m.auth_change_email({}, o)}</a>
      </AuthLinks>
    </>
  );
}

/** Step 3: the code was accepted; the new password, twice. */
export function NewPasswordForm({ locale }: { locale: Locale }) {
  const o = { locale };
  if (!getResetStep()?.verified) return <StartAgain locale={locale} />;
  const texts = formTexts(locale);
  return (
    <>
      <p className="muted">{m.auth_code_accepted_intro({}, o)}</p>
      <AuthForm
        id="new-password"
        action="/api/auth/reset/complete"
        hidden={{ locale }}
        submitLabel={m.auth_save_password({}, o)}
        texts={texts}
        outcome={outcomeOf(getFlash('resetPassword'), texts)}
        fields={[
          {
            name: 'password',
            label: m.auth_new_password({}, o),
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
        ]}
      />
    </>
  );
}

/** Step 4: done; sign in with the new password. */
export function ResetDone({ locale }: { locale: Locale }) {
  return (
    <>
      <p data-testid="reset-done">{m.auth_reset_done({}, { locale })}</p>
      <BackToLogin locale={locale} />
    </>
  );
}
