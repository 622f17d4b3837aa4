import type { RATING_REASONS } from './contract';

/** A person's rating of an answer as the move copies it between D1 and their object. */
export interface StoredRating {
  message_id: string;
  chat_id: string;
  rating: 'up' | 'down';
  reason: (typeof RATING_REASONS)[number] | null;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** The columns a content hash covers, in one fixed order. */
export const ratingHashRow = (row: StoredRating) => [
  row.message_id,
  row.chat_id,
  row.rating,
  row.reason,
  row.comment,
  row.created_at,
  row.updated_at,
];
