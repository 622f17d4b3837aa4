'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from './icon-button';
import { X } from './icons';

export type ModalAction = {
  id: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
};

const focusable = 'button:not([disabled]), a[href], input, select, textarea, [tabindex="0"]';

/**
 * A modal dialog listing actions (docs/decisions/082-actions-modal.md): opened with
 * `showModal()` so the page behind is inert, Tab and Shift+Tab cycle inside it, arrow keys move
 * between actions, Escape or a click outside closes it, and focus goes back to whatever had it
 * before (the opener).
 */
export function ActionsModal({
  open,
  title,
  closeLabel,
  actions,
  onClose,
  testId = 'actions-modal',
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  actions: ModalAction[];
  onClose: () => void;
  testId?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    element.showModal();
    element.querySelector<HTMLElement>('.action-item')?.focus();
    return () => {
      if (element.open) element.close();
      returnTo.current?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Tab' && items.length > 0) {
      // Keep focus inside: wrap from the last to the first and back.
      const next = event.shiftKey
        ? at <= 0
          ? items.length - 1
          : at - 1
        : at === items.length - 1
          ? 0
          : at + 1;
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const list = [...event.currentTarget.querySelectorAll<HTMLElement>('.action-item')];
      const i = list.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      event.preventDefault();
      list[(i + step + list.length) % list.length]?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Escape fires cancel, then close; both end here.
      onClose={() => close.current()}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      data-testid={testId}
    >
      {open && (
        <>
          <div className="modal-head">
            <h2 className="modal-title" id={titleId}>
              {title}
            </h2>
            <IconButton
              label={closeLabel}
              icon={<X size={18} aria-hidden />}
              onClick={() => dialog.current?.close()}
              data-testid={`${testId}-close`}
            />
          </div>
          <ul className="action-list">
            {actions.map((action) => (
              <li key={action.id}>
                <button
                  type="button"
                  className="action-item"
                  data-danger={action.danger ?? false}
                  onClick={() => {
                    dialog.current?.close();
                    action.onSelect();
                  }}
                  data-testid={`action-${action.id}`}
                >
                  {action.icon}
                  {action.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </dialog>
  );
}
