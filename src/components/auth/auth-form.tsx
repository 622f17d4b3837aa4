'use client';

import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type FieldError, fieldError } from '../../lib/auth/field-rules';
import { useKeepTypedFields } from '../../lib/typed-before-hydration';
import { useHydrated } from '../../lib/use-hydrated';
import { AuthField } from './auth-field';
import type { FieldSpec, FormOutcome, FormTexts } from './form-types';
import { postForm } from './post-form';

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
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useKeepTypedFields(formRef, (typed) => setValues((current) => ({ ...current, ...typed })));
  // After a plain POST came back with errors, the first field to fix has the focus on load.
  const [autoFocused] = useState(
    () =>
      fields.find((field) => outcome?.fields?.[field.name])?.name ??
      (outcome?.error ? fields.find((field) => !outcome.values?.[field.name])?.name : undefined),
  );

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
    const outcome = await postForm(action, data, texts);
    if ('redirect' in outcome) {
      window.location.assign(outcome.redirect);
      return;
    }
    setErrors(outcome.fields);
    setFormError(outcome.message);
    setPending(false);
    requestAnimationFrame(() => focusFirst(outcome.fields));
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
      {fields.map((field) => (
        <AuthField
          key={field.name}
          formId={id}
          field={field}
          value={values[field.name] ?? ''}
          error={errors[field.name] ? texts.errors[errors[field.name] as FieldError] : undefined}
          autoFocus={field.name === autoFocused}
          onChange={(value) => onChange(field.name, value)}
          onBlur={() => onBlur(field.name)}
          promoTexts={field.promo ? texts.promo : undefined}
        />
      ))}
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
