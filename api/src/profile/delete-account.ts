import { type ChatDb, chatsOf } from '../chat/chat-db';
import { wipeChats } from '../chat/wipe-chats';
import type { Env } from '../env';
import { endChatStreams } from '../generation/end-streams';
import { randomToken } from '../lib/crypto';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { removeServersOfAccount } from '../mcp/server-store';
import { deleteUnreferencedFiles, type FileRef } from '../media/unreferenced-files';
import { clearMemoriesInObject, clearMemoriesStatement } from '../memories/memory-store';
import { removePasskeysStatements } from '../passkeys/passkey-store';
import { askPerson } from '../person/person-of';
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

/** Every chat of theirs wiped, and their folders' names (their words, decision 105) blanked. */
async function wipeOwnConversations(env: Env, own: ChatDb, now: string) {
  await wipeChats(env, own, OWN_CHATS, own.ownerId, now, { closeFirst: true });
  await own
    .prepare("UPDATE chat_folders SET name = '' WHERE user_id = ?1 AND name != ''")
    .bind(own.ownerId)
    .run();
}

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
  // Their conversations are wiped where they live, in steps that a second try finishes
  // (decision 222), before the account goes: if their home cannot be reached (or is being
  // moved), nothing of the account is deleted yet and the person can try again.
  const home = await chatsOf(env, userId);
  await wipeOwnConversations(env, home, now);

  const [media, sharedWith] = await db.batch([
    db.prepare('SELECT r2_key, thumb_key FROM media WHERE owner_id = ?1').bind(userId),
    db.prepare('SELECT chat_id, owner_id FROM chat_shares WHERE user_id = ?1').bind(userId),
    db
      .prepare('UPDATE sessions SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL')
      .bind(userId, now),
    // Chats of others shared with the user.
    db.prepare('DELETE FROM chat_shares WHERE user_id = ?1').bind(userId),
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
  // Again after the batch, where they live now: a chat begun in between, or a move that finished
  // in between and took them to their object, is wiped too.
  const after = await chatsOf(env, userId);
  await wipeOwnConversations(env, after, now).catch((error) =>
    console.error('conversations of a deleted account stay in their home', userId, error),
  );
  // Then the object keeps no copy of them at all, tombstones included (decision 215).
  if (after.home === 'object') {
    await askPerson(env, userId, (person) => person.forgetConversations()).catch((error) =>
      console.error('conversations of a deleted account stay in their object', userId, error),
    );
  }
  // Another user's copy of a chat points at the same objects: those stay (decision 124).
  await deleteUnreferencedFiles(env, after, (media?.results ?? []) as FileRef[]);
  // Others' answers streaming to them stop (decision 193).
  const shared = (sharedWith?.results ?? []) as { chat_id: string; owner_id: string }[];
  await endChatStreams(
    env,
    shared.map((share) => ({ id: share.chat_id, ownerId: share.owner_id })),
    { only: userId },
  );
}
