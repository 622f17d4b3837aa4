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
