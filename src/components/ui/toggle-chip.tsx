import type { ReactNode } from 'react';

/**
 * An on/off option drawn as a small chip: a real checkbox (keyboard, forms, `check()` in tests)
 * under the kit's `choice-chip` look, with an icon before its label. Shown at /ui.
 *
 * @example <ToggleChip label="Web search" icon={<Globe size={14} aria-hidden />} checked={on} onChange={setOn} />
 */
export function ToggleChip({
  label,
  icon,
  checked,
  onChange,
  title,
  testId,
}: {
  label: string;
  icon?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A longer hint shown on hover. */
  title?: string;
  testId?: string;
}) {
  return (
    <label className="choice-chip choice-chip-small" title={title}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      {icon}
      <span className="toggle-chip-label">{label}</span>
    </label>
  );
}
