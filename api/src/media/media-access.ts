import { chatAccess } from '../chat/chat-store';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';

/**
 * Whether the user may read a stored file or task of D1's directory (media, mj_tasks): theirs, or
 * of a chat they may read (their own, or one shared with them), asked where the chat lives
 * (decision 218) once the row is read from D1 — never one SQL joining the two.
 */
export async function mayReadChatFile(
  env: Pick<Env, 'DB' | 'PERSON'>,
  row: { owner_id?: string | null; chat_id: string | null },
  userId: string,
): Promise<boolean> {
  if (row.owner_id === userId) return true;
  if (!row.chat_id) return false;
  try {
    await chatAccess(env, row.chat_id, userId);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
