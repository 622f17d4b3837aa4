'use client';

import { lazy, Suspense, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';

const ShareDialog = lazy(() =>
  import('./share-dialog').then((module) => ({ default: module.ShareDialog })),
);

/** Shares the chat with members of the team; the dialog loads on first use. */
export function ShareButton({ chatId }: { chatId: string }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setOpen(true)}
        data-testid="chat-share"
      >
        {m.chat_share({}, { locale })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog chatId={chatId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
