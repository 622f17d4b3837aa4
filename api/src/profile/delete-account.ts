import { afterWipe, type WipedAnswer, wipeChatsStatements } from '../chat/wipe-chats';
import type { Env } from '../env';
import { endChatStreams } from '../generation/end-streams';
import { randomToken } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { removeServersOfAccount } from '../mcp/server-store';
import type { FileRef } from '../media/unreferenced-files';
import { clearMemoriesInObject, clearMemoriesStatement } from '../memories/memory-store';
import { removePasskeysStatements } from '../passkeys/passkey-store';
import { askPerson } from '../person/person-of';
import { homeOf } from '../storage-moves/move-state';
import { removeTwoFactorStatements } from '../two-factor/totp-store';

registerErrorMessages({
  wrong_confirmation: {
    en: 'Type your email exactly to confirm',
    ru: 'Для подтверждения введите свой email точно',
  },
  team_has_members: {
    en: 'Your team still has other members: remove them first',
    ru: 'В вашей команде есть другие участники: сначала удалите их',
  },
});

const OWN_CHATS = 'SELECT id FROM chats WHERE owner_id = ?1';

/**
 * Deletes an account (docs/decisions/051-profile-settings-shortcuts.md): the user row stays as an
 * anonymous tombstone (so ledger history keeps its references) with a freed email; sessions die;
 * chats are soft-deleted with their names and messages wiped and their attachment rows dropped;
 * stored files go unless another user's copy still points at them; memberships in other teams and
 * shares end. Refused while a team the user owns has other members.
 */
export async function deleteAccount(env: Env, userId: string, now: string) {
  const db = env.DB;
  const others = await db
    .prepare(
      `SELECT count(*) AS n FROM entity_members m JOIN entities e ON e.id = m.entity_id
       WHERE e.owner_id = ?1 AND m.user_id != ?1`,
    )
    .bind(userId)
    .first<number>('n');
  if (others) throw new ApiError(409, 'team_has_members');
  // Memories in the person's object go first: if it cannot be reached, nothing is deleted yet
  // and the person can try again (decision 204).
  await clearMemoriesInObject(env, userId);

  // The files are read in the same transaction that drops their rows and closes the chats, so
  // no send adds one unseen and no copy made afterwards can point at them.
  const [readFiles, readAnswers, ...wipeChats] = wipeChatsStatements(db, OWN_CHATS, userId, now);
  const [chatFiles, answers, media, sharedWith] = await db.batch([
    readFiles,
    readAnswers,
    db.prepare('SELECT r2_key, thumb_key FROM media WHERE owner_id = ?1').bind(userId),
    db.prepare('SELECT chat_id, owner_id FROM chat_shares WHERE user_id = ?1').bind(userId),
    ...wipeChats,
    db
      .prepare('UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL')
      .bind(userId, now),
    // Chats of others shared with the user.
    db.prepare('DELETE FROM chat_shares WHERE user_id = ?1').bind(userId),
    // Folder names are the user's words (docs/decisions/105-chat-folders-and-pins.md).
    db.prepare("UPDATE chat_folders SET name = '' WHERE user_id = ?1").bind(userId),
    // MCP servers go with their sealed headers (docs/decisions/144-mcp-tools.md); those moved
    // into the person's and their teams' objects go after the batch (decision 205).
    db.prepare('DELETE FROM mcp_servers WHERE user_id = ?1').bind(userId),
    // Memories are the person's own words about themselves (docs/decisions/158-memory.md).
    clearMemoriesStatement(db, userId),
    // Provider identities, so that a later sign-in with them makes a fresh account (decision 162).
    db.prepare('DELETE FROM oauth_identities WHERE user_id = ?1').bind(userId),
    db.prepare("DELETE FROM entity_members WHERE user_id = ?1 AND role = 'member'").bind(userId),
    db
      .prepare(
        `UPDATE entity_invitations SET status = 'revoked', decided_at = ?2, decided_by = ?1
         WHERE inviter_id = ?1 AND status = 'pending'`,
      )
      .bind(userId, now),
    db
      .prepare(
        `UPDATE users SET email = 'deleted-' || id || '@deleted.invalid', name = '', avatar = NULL,
           password_hash = ?3, settings = '{}', deleted_at = ?2, updated_at = ?2,
           entity_id = coalesce((SELECT id FROM entities WHERE owner_id = ?1 LIMIT 1), entity_id)
         WHERE id = ?1`,
      )
      .bind(userId, now, randomToken(32)),
    ...removeTwoFactorStatements(db, userId),
    ...removePasskeysStatements(db, userId),
  ]);
  await removeServersOfAccount(env, userId);
  // Again after the batch: a move that began in between has copied nothing left in D1 by now.
  await clearMemoriesInObject(env, userId).catch((error) =>
    console.error('memories of a deleted account stay in their object', userId, error),
  );
  // A copy of their conversations made by an opt-in move goes too (decision 215).
  if ((await homeOf(db, userId, 'chats')) !== 'd1') {
    await askPerson(env, userId, (person) => person.forgetConversations()).catch((error) =>
      console.error('conversations of a deleted account stay in their object', userId, error),
    );
  }
  // Another user's copy of a chat points at the same objects: those stay (decision 124).
  const files = [...(chatFiles?.results ?? []), ...(media?.results ?? [])] as FileRef[];
  await afterWipe(env, userId, files, (answers?.results ?? []) as WipedAnswer[]);
  // Others' answers streaming to them stop (decision 193).
  const shared = (sharedWith?.results ?? []) as { chat_id: string; owner_id: string }[];
  await endChatStreams(
    env,
    shared.map((share) => ({ id: share.chat_id, ownerId: share.owner_id })),
    { only: userId },
  );
}
