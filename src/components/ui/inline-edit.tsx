'use client';

import { type FormEvent, type ReactNode, useState } from 'react';

/** What the edited control takes from the form: its id, name and error wiring. */
export type InlineEditControl = {
  id: string;
  name: 'value';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

interface Props {
  id: string;
  label: string;
  /** Classes of the form and of its buttons' row, beside the kit's own. */
  className?: string;
  actionsClassName?: string;
  saveLabel: string;
  cancelLabel: string;
  saveTestId: string;
  /** Saves the trimmed value; answers the api's reason when refused, which keeps the form open. */
  onSave: (value: string) => Promise<string | undefined>;
  onClose: () => void;
  /** The input or text area, given the props that tie it to the label and the error. */
  control: (props: InlineEditControl) => ReactNode;
}

/**
 * An item of a list edited in place: one labelled field, the refusal under it, Save and Cancel.
 *
 * @example <InlineEdit id="memory-edit-1" label="Memory" control={(p) => <textarea {...p} />} … />
 */
export function InlineEdit({
  id,
  label,
  className,
  actionsClassName,
  saveLabel,
  cancelLabel,
  saveTestId,
  onSave,
  onClose,
  control,
}: Props) {
  const [error, setError] = useState<string>();
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = await onSave(
      String(new FormData(event.currentTarget).get('value') ?? '').trim(),
    );
    setError(refused);
    if (refused === undefined) onClose();
  };
  return (
    <form className={`inline-edit ${className ?? ''}`} onSubmit={save}>
      <label className="field" htmlFor={id}>
        {label}
        {control({
          id,
          name: 'value',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        })}
      </label>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <div className={`inline-edit-actions ${actionsClassName ?? ''}`}>
        <button
          type="submit"
          className="button button-small button-primary"
          data-testid={saveTestId}
        >
          {saveLabel}
        </button>
        <button type="button" className="button button-small" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
