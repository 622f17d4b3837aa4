'use client';

import { useEffect, useState } from 'react';

const resendAfterMs = 60_000;

type Props = {
  locale: string;
  sentAt: number;
  label: string;
  waitTemplate: string;
  error?: string;
};

/** Sends a new reset code; the button waits out a countdown from the last sending. */
export function ResendCode({ locale, sentAt, label, waitTemplate, error }: Props) {
  const remaining = () => Math.max(0, Math.ceil((sentAt + resendAfterMs - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(remaining);
  useEffect(() => {
    const timer = setInterval(() => {
      const left = remaining();
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  });
  return (
    <form
      method="post"
      action="/api/auth/reset/resend"
      className="resend-code"
      data-testid="resend-form"
    >
      <input type="hidden" name="locale" value={locale} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={seconds > 0} data-testid="resend-code">
        {label}
      </button>
      <p className="field-hint" aria-live="polite" data-testid="resend-countdown">
        {seconds > 0 ? waitTemplate.replace('{seconds}', String(seconds)) : ''}
      </p>
    </form>
  );
}
