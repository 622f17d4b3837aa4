import type { ReactElement, ReactNode } from 'react';

/** A titled group of settings. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="settings-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A label above its one control, tied by the control's id. */
export function Field({
  label,
  children,
}: {
  label: string;
  children: ReactElement<{ id?: string }>;
}) {
  return (
    <div className="settings-field">
      <label htmlFor={children.props.id}>{label}</label>
      {children}
    </div>
  );
}

/** A setting that is on or off: a checkbox with its label. */
export function Check(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  return (
    <label className="settings-check">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        data-testid={props.testId}
      />
      {props.label}
    </label>
  );
}
