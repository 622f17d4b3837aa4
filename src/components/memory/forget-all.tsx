'use client';

import { useState } from 'react';
import { ActionsModal } from '../ui/actions-modal';
import { Trash2 } from '../ui/icons';
import type { MemoryTexts } from './memory-texts';

/** "Forget everything": a button that asks first, in the kit's modal. */
export function ForgetAll({ texts, onForget }: { texts: MemoryTexts; onForget: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-small button-danger"
        onClick={() => setConfirming(true)}
        data-testid="memory-forget-all"
      >
        <Trash2 size={16} aria-hidden />
        {texts.forgetAll}
      </button>
      <ActionsModal
        open={confirming}
        title={texts.forgetTitle}
        closeLabel={texts.close}
        onClose={() => setConfirming(false)}
        testId="memory-forget-dialog"
        actions={[
          {
            id: 'memory-forget-confirm',
            label: texts.forgetConfirm,
            icon: <Trash2 size={16} aria-hidden />,
            danger: true,
            onSelect: onForget,
          },
          { id: 'memory-forget-cancel', label: texts.cancel, onSelect: () => {} },
        ]}
      />
    </>
  );
}
