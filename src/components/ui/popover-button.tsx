'use client';

import { type ReactNode, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAnchoredPanel } from './anchored-panel';

/**
 * A button that opens a small panel of controls beside it (a non-modal dialog in the top layer,
 * placed as MenuButton's menu is): Tab moves through the panel, Escape closes it and returns
 * focus to the button, a press outside closes it. `count` shows as a badge on the button. The
 * composer's "Tools" is one; shown at /ui.
 *
 * @example <PopoverButton label="Tools" icon={<Wrench size={16} aria-hidden />} count={2}>…</PopoverButton>
 */
export function PopoverButton({
  label,
  icon,
  count,
  countLabel,
  title,
  children,
  testId,
}: {
  /** The button's visible name, also the panel's. */
  label: string;
  icon: ReactNode;
  /** A number shown on the button (how many are on); absent: no badge. */
  count?: number;
  /** What the badge means, read by screen readers after the label ("2 on"). */
  countLabel?: string;
  /** The panel's heading; the label when absent. */
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const { button, panel, close } = useAnchoredPanel<HTMLDivElement>(
    open,
    setOpen,
    'input, button, a[href], select',
  );

  return (
    <span className="menu-anchor">
      <button
        ref={button}
        type="button"
        className="icon-button popover-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        data-testid={testId}
      >
        {icon}
        <span className="composer-tool-label">{label}</span>
        {count !== undefined && (
          <span
            className="popover-count"
            aria-hidden={countLabel ? true : undefined}
            data-testid={testId && `${testId}-count`}
          >
            {count}
          </span>
        )}
        {count !== undefined && countLabel && <span className="visually-hidden">{countLabel}</span>}
      </button>
      {open &&
        createPortal(
          <div
            className="menu menu-popup popover-panel"
            popover="manual"
            role="dialog"
            id={panelId}
            aria-labelledby={headingId}
            ref={panel}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              close();
            }}
            data-testid={testId && `${testId}-panel`}
          >
            <h2 className="popover-title" id={headingId}>
              {title ?? label}
            </h2>
            {children}
          </div>,
          document.body,
        )}
    </span>
  );
}

/**
 * One on/off setting in a list: a switch (a checkbox with the switch role: Space toggles) with
 * its icon, name and an optional line under it. Shown at /ui.
 */
export function SwitchRow({
  label,
  hint,
  icon,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  hint?: string;
  icon?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const hintId = useId();
  return (
    <label className="switch-row" data-disabled={disabled || undefined}>
      {icon}
      <span className="switch-row-text">
        <span className="switch-row-label">{label}</span>
        {hint && (
          <span className="switch-row-hint" id={hintId}>
            {hint}
          </span>
        )}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
    </label>
  );
}

/** A titled group of SwitchRows inside a panel. */
export function SwitchGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="switch-group">
      <legend className="switch-group-title">{title}</legend>
      {children}
    </fieldset>
  );
}
