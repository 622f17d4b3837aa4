'use client';

import { useState } from 'react';
import { ActionsModal } from '../ui/actions-modal';
import { Trash2 } from '../ui/icons';

/** A delete button that asks first, in the kit's modal (Delete / Cancel). */
export function ConfirmDelete({
  label,
  buttonLabel,
  title,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  testId,
}: {
  /** The button's accessible name (`Delete report.pdf`); its text is `buttonLabel`. */
  label: string;
  buttonLabel: string;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  testId: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-small button-danger"
        aria-label={label === buttonLabel ? undefined : label}
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        <Trash2 size={16} aria-hidden />
        {buttonLabel}
      </button>
      <ActionsModal
        open={asking}
        title={title}
        closeLabel={closeLabel}
        onClose={() => setAsking(false)}
        testId={`${testId}-dialog`}
        actions={[
          {
            id: `${testId}-confirm`,
            label: confirmLabel,
            icon: <Trash2 size={16} aria-hidden />,
            danger: true,
            onSelect: onConfirm,
          },
          { id: `${testId}-cancel`, label: cancelLabel, onSelect: () => {} },
        ]}
      />
    </>
  );
}
