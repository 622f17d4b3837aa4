import { type ApiResult, callApi } from '../call-api';

export type RatingValue = 'up' | 'down';
export type RatingReason =
  | 'accurate'
  | 'helpful'
  | 'wrong'
  | 'unhelpful'
  | 'incomplete'
  | 'unsafe'
  | 'other';

/** The caller's rating of one answer, as `/v1/message/rating/{id}` answers it. */
export interface AnswerRating {
  messageId: string;
  rating: RatingValue | null;
  reason: RatingReason | null;
  comment: string | null;
}

/** Reasons offered after a 👍 and after a 👎 (the api accepts any of them with either). */
export const REASONS: Record<RatingValue, RatingReason[]> = {
  up: ['accurate', 'helpful', 'other'],
  down: ['wrong', 'unhelpful', 'incomplete', 'unsafe', 'other'],
};

const ratings = new Map<string, AnswerRating>();
const loadedChats = new Set<string>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** For `useSyncExternalStore`. */
export function subscribeRatings(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const ratingOf = (messageId: string) => ratings.get(messageId) ?? null;

/** Loads a chat's ratings once per page: one request however many answers it shows. */
export function loadChatRatings(chatId: string) {
  if (loadedChats.has(chatId)) return;
  loadedChats.add(chatId);
  void callApi<{ items: AnswerRating[] }>(
    `/v1/message/chat/${encodeURIComponent(chatId)}/ratings`,
  ).then((res) => {
    if (!res.ok) {
      loadedChats.delete(chatId);
      return;
    }
    for (const item of res.data.items) ratings.set(item.messageId, item);
    emit();
  });
}

/**
 * Stores a rating (or clears it with `rating: null`), shown at once and put back as it was when
 * the api refuses.
 */
export async function saveRating(next: AnswerRating): Promise<ApiResult<AnswerRating>> {
  const before = ratings.get(next.messageId);
  ratings.set(next.messageId, next);
  emit();
  const path = `/v1/message/rating/${encodeURIComponent(next.messageId)}`;
  const res = next.rating
    ? await callApi<AnswerRating>(path, 'PUT', {
        rating: next.rating,
        reason: next.reason,
        comment: next.comment,
      })
    : await callApi<AnswerRating>(path, 'DELETE');
  if (res.ok) ratings.set(next.messageId, res.data);
  else if (before) ratings.set(next.messageId, before);
  else ratings.delete(next.messageId);
  emit();
  return res;
}
