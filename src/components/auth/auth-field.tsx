'use client';

import { lazy, Suspense } from 'react';
import type { FieldSpec, FormTexts } from './form-types';

// Only the registration form has a promo field: its live check loads there, not with sign-in.
const PromoHint = lazy(() =>
  import('./promo-hint').then((module) => ({ default: module.PromoHint })),
);

type Props = {
  formId: string;
  field: FieldSpec;
  value: string;
  /** The error text to show, already localized. */
  error?: string;
  autoFocus: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  promoTexts?: FormTexts['promo'];
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function AuthField({
  formId,
  field,
  value,
  error,
  autoFocus,
  onChange,
  onBlur,
  promoTexts,
}: Props) {
  const id = `${formId}-${field.name}`;
  const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(
    Boolean,
  );
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        // biome-ignore lint/a11y/noAutofocus: moves focus to the error the server reported, as the island does after a fetch.
        autoFocus={autoFocus}
        required={field.rules.includes('required')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        data-testid={id}
      />
      {field.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
      {promoTexts && (
        <Suspense fallback={null}>
          <PromoHint code={value} texts={promoTexts} />
        </Suspense>
      )}
    </div>
  );
}
