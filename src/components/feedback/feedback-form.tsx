'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { sendForm } from '../../lib/send-form';
import { useHydrated } from '../../lib/use-hydrated';
import { fieldErrors } from '../forms/field-errors';
import { FileDrop } from '../ui/file-drop';
import type { FeedbackLabels } from './feedback-labels';

export type FormToken = { token: string; notBefore: string };

const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
type Field = 'rating' | 'message' | 'email' | 'screenshot';

/** Fetches a fresh form token (the page's expired, or the server could not get one). */
async function freshToken(): Promise<FormToken | null> {
  const res = await fetch('/api/v1/feedback/form').catch(() => null);
  return res?.ok ? ((await res.json()) as FormToken) : null;
}

/**
 * Rating, text, optional email and screenshot, sent as multipart to `/api/v1/feedback`. The
 * sealed form token and a hidden honeypot keep bots out without a captcha; the button wakes when
 * the token's minimum time has passed, which no person filling the form ever notices.
 */
export function FeedbackForm({
  labels,
  initialToken,
  defaultEmail,
}: {
  labels: FeedbackLabels;
  initialToken: FormToken | null;
  /** The signed-in author's address, offered for the reply (they may clear it). */
  defaultEmail?: string;
}) {
  const hydrated = useHydrated();
  const [token, setToken] = useState(initialToken);
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) {
      freshToken().then(setToken);
      return;
    }
    const wait = Date.parse(token.notBefore) - Date.now();
    if (wait <= 0) return setReady(true);
    const timer = setTimeout(() => setReady(true), wait);
    return () => clearTimeout(timer);
  }, [token]);

  useEffect(() => {
    if (sentTo !== null) thanksRef.current?.focus();
  }, [sentTo]);

  const focusField = (field: Field) =>
    formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found: Partial<Record<Field, string>> = {};
    if (!data.get('rating')) found.rating = labels.ratingRequired;
    if (!String(data.get('message') ?? '').trim()) found.message = labels.messageRequired;
    const file = data.get('screenshot');
    if (file instanceof File && file.size > SCREENSHOT_MAX_BYTES) {
      found.screenshot = labels.screenshotTooLarge;
    }
    setErrors(found);
    setFormError(null);
    const first = (['rating', 'message', 'screenshot'] as const).find((field) => found[field]);
    if (first) return focusField(first);
    setSending(true);
    const sent = await sendForm<{ ok: true }>('/api/v1/feedback', data);
    setSending(false);
    if (sent.ok) {
      setSentTo(String(data.get('email') ?? ''));
      return;
    }
    if (sent.code === 'feedback_form_expired') setToken(await freshToken());
    const field = sent.field as Field | undefined;
    if (field && field in labels && sent.message) {
      setErrors({ [field]: sent.message });
      return focusField(field);
    }
    setFormError(sent.message ?? labels.failed);
  };

  if (sentTo !== null) {
    return (
      <div className="feedback-thanks" role="status" data-testid="feedback-thanks">
        <h2 ref={thanksRef} tabIndex={-1}>
          {labels.thanksTitle}
        </h2>
        <p>
          {labels.thanks} {sentTo ? labels.thanksReply.replace('{email}', sentTo) : null}
        </p>
        <button type="button" className="button" onClick={() => setSentTo(null)}>
          {labels.again}
        </button>
      </div>
    );
  }

  const { describedBy, errorOf } = fieldErrors<Field>('feedback', errors);

  return (
    <form
      ref={formRef}
      className="feedback-form page-form"
      onSubmit={submit}
      noValidate
      data-testid="feedback-form"
      data-hydrated={hydrated}
    >
      <fieldset className="rating" aria-describedby={describedBy('rating')}>
        <legend>{labels.rating}</legend>
        <div className="rating-options">
          {labels.ratingOptions.map((label, index) => (
            <label key={label} className="rating-option choice-chip">
              <input
                type="radio"
                name="rating"
                value={index + 1}
                data-field={index === 0 ? 'rating' : undefined}
                data-testid={`feedback-rating-${index + 1}`}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        {errorOf('rating')}
      </fieldset>
      <div className="field">
        <label htmlFor="feedback-message">{labels.message}</label>
        <textarea
          id="feedback-message"
          name="message"
          rows={6}
          maxLength={5000}
          required
          data-field="message"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          data-testid="feedback-message"
        />
        {errorOf('message')}
      </div>
      <div className="field">
        <label htmlFor="feedback-email">{labels.email}</label>
        <input
          id="feedback-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={defaultEmail}
          data-field="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          data-testid="feedback-email"
        />
        {errorOf('email')}
      </div>
      <div className="field">
        <FileDrop
          title={labels.screenshot}
          name="screenshot"
          accept="image/png,image/jpeg,image/webp,image/gif"
          inputProps={{
            id: 'feedback-screenshot',
            'aria-invalid': errors.screenshot ? true : undefined,
            'aria-describedby': describedBy('screenshot'),
            'data-field': 'screenshot',
          }}
          testId="feedback-screenshot"
        />
        {errorOf('screenshot')}
      </div>
      {/* A field people never see: bots that fill every input give themselves away. */}
      <div className="feedback-hp">
        <label htmlFor="feedback-website">{labels.honeypot}</label>
        <input id="feedback-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="formToken" value={token?.token ?? ''} />
      {formError && (
        <p className="form-error" role="alert" data-testid="feedback-error">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={!hydrated || !ready || sending}
        aria-busy={sending}
        data-testid="feedback-submit"
      >
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
