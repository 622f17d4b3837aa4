'use client';

import { lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { isPlaceholderId } from '../../lib/chat/placeholder';
import {
  loadChatRatings,
  type RatingValue,
  ratingOf,
  saveRating,
  subscribeRatings,
} from '../../lib/ratings/ratings-store';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { ThumbsDown, ThumbsUp } from '../ui/icons';
import { LazyPart } from '../ui/lazy-part';
import { showToast } from '../ui/toast-store';
import { useRatingsChat } from './ratings-scope';

// The reason form follows a rating, so its code loads then (decision 173).
const RatingReasonForm = lazy(() =>
  import('./rating-reason-form').then(({ RatingReasonForm }) => ({ default: RatingReasonForm })),
);

/**
 * 👍/👎 under an answer of an own chat (docs/decisions/104-answer-ratings.md): pressing the
 * pressed one clears it; after choosing, an optional reason and comment can follow.
 */
export function RateAnswer({ messageId }: { messageId?: string }) {
  const locale = useLocale();
  const chatId = useRatingsChat();
  const id = messageId && !isPlaceholderId(messageId) ? messageId : undefined;
  const rating = useSyncExternalStore(
    subscribeRatings,
    () => (id ? ratingOf(id) : null),
    () => null,
  );
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (chatId && id) loadChatRatings(chatId);
  }, [chatId, id]);
  if (!chatId || !id) return null;

  const failed = (message?: string) =>
    showToast(message ?? m.rating_failed({}, { locale }), { kind: 'error' });
  const choose = async (value: RatingValue) => {
    const clear = rating?.rating === value;
    setAsking(!clear);
    const res = await saveRating({
      messageId: id,
      rating: clear ? null : value,
      reason: null,
      comment: null,
    });
    if (!res.ok) {
      setAsking(false);
      failed(res.message);
    }
  };
  const current = rating?.rating ?? null;
  return (
    <span className="rate-answer" data-testid="rate-answer" data-rating={current ?? ''}>
      <IconButton
        label={m.rating_up({}, { locale })}
        icon={<ThumbsUp size={16} aria-hidden />}
        aria-pressed={current === 'up'}
        onClick={() => choose('up')}
        data-testid="rate-up"
      />
      <IconButton
        label={m.rating_down({}, { locale })}
        icon={<ThumbsDown size={16} aria-hidden />}
        aria-pressed={current === 'down'}
        onClick={() => choose('down')}
        data-testid="rate-down"
      />
      {asking && current && (
        <LazyPart>
          <RatingReasonForm
            rating={current}
            onClose={() => setAsking(false)}
            onSend={async (reason, comment) => {
              const res = await saveRating({ messageId: id, rating: current, reason, comment });
              if (!res.ok) return failed(res.message);
              setAsking(false);
              showToast(m.rating_saved({}, { locale }), { kind: 'success' });
            }}
          />
        </LazyPart>
      )}
    </span>
  );
}
