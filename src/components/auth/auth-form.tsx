'use client';

import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldError, fieldError } from '../../lib/auth/field-rules';
import type { FieldSpec, FormOutcome, FormTexts } from './form-types';
import { PromoHint } from './promo-hint';

type Props = {
  id: string;
  action: string;
  fields: FieldSpec[];
  hidden: Record<string, string>;
  submitLabel: string;
  texts: FormTexts;
  outcome?: FormOutcome;
  children?: ReactNode;
};

type ErrorBody = {
  code?: string;
  message?: string;
  retryAfter?: number;
  fields?: Record<string, FieldError>;
};

/**
 * An auth form that works as a plain POST without JavaScript and, once hydrated, checks fields
 * as they are typed, posts with fetch, ties errors to their fields and focuses the first one.
 */
export function AuthForm({
  id,
  action,
  fields,
  hidden,
  submitLabel,
  texts,
  outcome,
  children,
}: Props) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...outcome?.values }));
  const [errors, setErrors] = useState<Record<string, FieldError>>(() => ({ ...outcome?.fields }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [formError, setFormError] = useState(outcome?.error);
  const [pending, setPending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => setHydrated(true), []);

  const check = (next: Record<string, string>, names: string[], shown: Record<string, boolean>) => {
    setErrors((current) => {
      const updated = { ...current };
      for (const field of fields) {
        if (!names.includes(field.name)) continue;
        const error = fieldError(field.rules, next[field.name] ?? '', next);
        if (error && (error !== 'required' || shown[field.name])) updated[field.name] = error;
        else delete updated[field.name];
      }
      return updated;
    });
  };

  const onChange = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const related = name === 'password' && next.confirm ? [name, 'confirm'] : [name];
    check(next, related, touched);
  };

  const onBlur = (name: string) => {
    const shown = { ...touched, [name]: true };
    setTouched(shown);
    check(values, [name], shown);
  };

  const focusFirst = (failed: Record<string, unknown>) => {
    const first = fields.find((field) => failed[field.name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
    else errorRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '')]));
    const found: Record<string, FieldError> = {};
    for (const field of fields) {
      const error = fieldError(field.rules, current[field.name] ?? '', current);
      if (error) found[field.name] = error;
    }
    setValues(current);
    setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
    setErrors(found);
    if (Object.keys(found).length) {
      setFormError(texts.hasErrors);
      focusFirst(found);
      return;
    }
    setPending(true);
    setFormError(undefined);
    try {
      const res = await fetch(action, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(data as unknown as Record<string, string>),
      });
      const body = (await res.json().catch(() => ({}))) as ErrorBody & { redirect?: string };
      if (res.ok && body.redirect) {
        window.location.assign(body.redirect);
        return;
      }
      setErrors(body.fields ?? {});
      setFormError(errorText(body, texts));
      setPending(false);
      requestAnimationFrame(() => focusFirst(body.fields ?? {}));
    } catch {
      setFormError(texts.network);
      setPending(false);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  return (
    <form
      ref={formRef}
      className="auth-form"
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      data-testid={`${id}-form`}
      data-hydrated={hydrated}
      aria-describedby={formError ? `${id}-error` : undefined}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p
        id={`${id}-error`}
        ref={errorRef}
        className="form-error"
        role="alert"
        tabIndex={-1}
        hidden={!formError}
        data-testid={`${id}-error`}
      >
        {formError}
      </p>
      {fields.map((field) => {
        const error = errors[field.name];
        const describedBy = [
          error ? `${id}-${field.name}-error` : null,
          field.hint ? `${id}-${field.name}-hint` : null,
        ].filter(Boolean);
        return (
          <div className="field" key={field.name}>
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              required={field.rules.includes('required')}
              value={values[field.name] ?? ''}
              onChange={(event) => onChange(field.name, event.target.value)}
              onBlur={() => onBlur(field.name)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
              data-testid={`${id}-${field.name}`}
            />
            {field.hint && (
              <p id={`${id}-${field.name}-hint`} className="field-hint">
                {field.hint}
              </p>
            )}
            {error && (
              <p
                id={`${id}-${field.name}-error`}
                className="field-error"
                data-testid={`${id}-${field.name}-error`}
              >
                {texts.errors[error]}
              </p>
            )}
            {field.promo && texts.promo && (
              <PromoHint code={values[field.name] ?? ''} texts={texts.promo} />
            )}
          </div>
        );
      })}
      <button
        type="submit"
        className="button button-primary"
        disabled={pending}
        data-testid={`${id}-submit`}
      >
        {submitLabel}
      </button>
      {children}
    </form>
  );
}

function errorText(body: ErrorBody, texts: FormTexts): string {
  if (body.code === 'too_many_attempts')
    return texts.tooMany.replace('{seconds}', String(body.retryAfter ?? 60));
  if (body.code === 'network') return texts.network;
  if (body.code === 'invalid_fields') return texts.hasErrors;
  return body.message || texts.generic;
}
