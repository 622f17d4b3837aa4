'use client';

import { lazy, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { Share2 } from '../ui/icons';
import { LazyPart } from '../ui/lazy-part';

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
        <LazyPart>
          <ShareDialog chatId={chatId} onClose={() => setOpen(false)} />
        </LazyPart>
      )}
    </>
  );
}
