'use client';

import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';

const ShareDialog = lazy(() =>
  import('./share-dialog').then((module) => ({ default: module.ShareDialog })),
);

/** Shares the chat with members of the team; the dialog loads on first use. */
export function ShareButton({ chatId }: { chatId: string }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={m.chat_share({}, { locale })}
        icon={<Share2 size={18} aria-hidden />}
        tooltipSide="bottom"
        onClick={() => setOpen(true)}
        data-testid="chat-share"
      />
      {open && (
        <Suspense fallback={null}>
          <ShareDialog chatId={chatId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
