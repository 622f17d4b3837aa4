import { type ChatDb, chatsInD1 } from './chat-db';
import { type WipeEnv, wipeChats } from './wipe-chats';

/** Temporary chats wiped per run; the rest wait for the next one. */
const PER_RUN = 100;

/**
 * Temporary chats past their end, in one owner's conversations or D1's: not closed yet, or closed
 * by a sweep that stopped before its attachment rows went (decision 222). `?1` is now.
 */
const DUE = `c.expires_at IS NOT NULL AND c.expires_at <= ?1
  AND (c.deleted_at IS NULL OR EXISTS (SELECT 1 FROM attachments a WHERE a.chat_id = c.id))`;

/**
 * The hourly cron's sweep of temporary chats past their end
 * (docs/decisions/151-projects-and-temporary-chats.md), for people whose conversations are still
 * in D1: each is wiped as an account deletion wipes its chats (`wipeChats`). People whose
 * conversations moved (or are being copied) are skipped: their D1 rows are a frozen copy
 * (decision 203), and their `Person` object's alarm sweeps its own (`removeExpiredOwnChats`,
 * decision 222). Such a chat is unreadable from its `expires_at` on, whenever this runs.
 *
 * @example await removeExpiredChats(env, new Date(controller.scheduledTime))
 */
export async function removeExpiredChats(env: WipeEnv, now: Date) {
  const at = now.toISOString();
  const { results: expired } = await env.DB.prepare(
    `SELECT c.id, c.owner_id FROM chats c WHERE ${DUE}
       AND NOT EXISTS (SELECT 1 FROM storage_moves s WHERE s.owner_kind = 'person'
         AND s.owner_id = c.owner_id AND s.part = 'chats')
     ORDER BY c.expires_at LIMIT ?2`,
  )
    .bind(at, PER_RUN)
    .all<{ id: string; owner_id: string }>();
  let wiped = 0;
  for (const chat of expired) {
    try {
      await wipeChats(env, chatsInD1(env.DB, chat.owner_id), '?1', chat.id, at, {
        closeFirst: false,
      });
      wiped++;
    } catch (error) {
      // A move that began since (503 `storage_moving`): the owner's object sweeps it once moved.
      console.error('a temporary chat waits for the next sweep', chat.id, error);
    }
  }
  return wiped;
}

/**
 * The same sweep in one person's own conversations (their `Person` object's alarm): their
 * temporary chats past their end are wiped. Returns how many, and when the next one ends (ISO),
 * if any, to arm the alarm for.
 */
export async function removeExpiredOwnChats(env: WipeEnv, own: ChatDb, now: Date) {
  const at = now.toISOString();
  const { results: expired } = await own
    .prepare(`SELECT c.id FROM chats c WHERE ${DUE} ORDER BY c.expires_at LIMIT ?2`)
    .bind(at, PER_RUN)
    .all<{ id: string }>();
  for (const chat of expired) {
    await wipeChats(env, own, '?1', chat.id, at, { closeFirst: false });
  }
  return expired.length;
}

/**
 * When the person's next temporary chat ends (or one is due and unswept): the instant their
 * object's alarm should ring, or null when none is left.
 */
export const NEXT_EXPIRY = `SELECT min(c.expires_at) AS at FROM chats c WHERE c.expires_at IS NOT NULL
  AND (c.deleted_at IS NULL OR EXISTS (SELECT 1 FROM attachments a WHERE a.chat_id = c.id))`;
