import type { InputHTMLAttributes } from 'react';
import type { Outcome } from './profile-call';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string };

/** A labelled input of a profile section's grid. */
export function ProfileField({ id, label, ...input }: FieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" {...input} />
    </>
  );
}

/** The status line under a section's form: what was saved, or why not. */
export function OutcomeLine({ outcome, testId }: { outcome: Outcome; testId?: string }) {
  return (
    <p
      role="status"
      className={outcome?.ok === false ? 'settings-error' : 'muted'}
      data-testid={testId}
    >
      {outcome?.text}
    </p>
  );
}
