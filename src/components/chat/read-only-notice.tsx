'use client';

import { useState } from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { announceChat } from './ui-message';

/**
 * In place of the composer on a chat shared with the reader: only its owner writes, so the
 * reader may copy it into a chat of their own (`POST /v1/chat/{id}/copy`) and go on there.
 */
export function ReadOnlyNotice({ chatId }: { chatId: string }) {
  const locale = useLocale();
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'copying' | 'failed'>('idle');
  // The button works once hydrated; until then it is disabled rather than dead.
  const hydrated = useHydrated();

  const continueInMine = async () => {
    setState('copying');
    const response = await fetch(`/api/v1/chat/${encodeURIComponent(chatId)}/copy`, {
      method: 'POST',
    }).catch(() => undefined);
    const copy = response?.ok ? ((await response.json()) as { id?: unknown }) : undefined;
    if (typeof copy?.id !== 'string') {
      setState('failed');
      return;
    }
    announceChat({ chatId: copy.id });
    router.push(`/${locale}/chat/${encodeURIComponent(copy.id)}`);
  };

  return (
    <div className="read-only-notice" role="status" data-testid="read-only-notice">
      <p>{m.chat_read_only({}, { locale })}</p>
      <button
        type="button"
        className="button"
        onClick={continueInMine}
        disabled={!hydrated || state === 'copying'}
        data-testid="continue-in-my-chats"
      >
        {m.chat_continue_mine({}, { locale })}
      </button>
      {state === 'failed' && (
        <p className="muted" role="alert">
          {m.chat_continue_failed({}, { locale })}
        </p>
      )}
    </div>
  );
}
