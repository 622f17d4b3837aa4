// Where a bench's person keeps their conversations. A new account keeps them in its `Person`
// object from sign-up (decision 218, "New accounts"); a bench that seeds a large chat writes it as
// the previous version did, into D1, and then runs the move as `npm start` does, so the api reads
// it from the object like any moved person's (decision 203).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { executeSql, sqlText } from '../../scripts/lib/d1.mjs';
import { moveStorage } from '../../scripts/lib/storage-moves.mjs';

/** The `STORAGE_MOVE_TOKEN` a bench gives its api, so that it can run the move itself. */
export const MOVE_TOKEN = 'bench-only-storage-move-token';

/**
 * Makes a just-registered account one of the previous version: it and its team lose their
 * `storage_moves` rows, so their parts are served from D1 until moved (as
 * `registerUser({ inD1: true })` in api/test/helpers.ts does).
 *
 * @example await asPreviousVersion(api.persist, { email })
 */
export async function asPreviousVersion(persistTo, { email }) {
  const [user] = await executeSql(
    `SELECT id, entity_id FROM users WHERE email = ${sqlText(email)}`,
    { persistTo },
  );
  if (!user) throw new Error(`no account ${email}`);
  await executeSql(
    `DELETE FROM storage_moves WHERE (owner_kind = 'person' AND owner_id = ${sqlText(user.id)})
       OR (owner_kind = 'team' AND owner_id = ${sqlText(user.entity_id)})`,
    { persistTo },
  );
  return { userId: user.id, teamId: user.entity_id };
}

/**
 * Runs the move to its end on the api at `apiUrl` (started with `STORAGE_MOVE_TOKEN: MOVE_TOKEN`),
 * as `npm start` does; throws unless every person's chats ended up in their object.
 */
export async function moveIntoObjects(apiUrl) {
  const started = performance.now();
  const { totals, remaining } = await moveStorage({ apiUrl, token: MOVE_TOKEN, log: () => {} });
  if (remaining.chats) throw new Error(`the move left the chats of ${remaining.chats} people`);
  const chats = totals.get('chats') ?? { people: 0, rows: 0 };
  if (chats.people === 0) throw new Error('the move moved no chats');
  return { ...chats, ms: performance.now() - started };
}

/** The SQLite files of every `Person` object under a local state folder. */
export function personFiles(persistTo) {
  const dir = join(persistTo, 'v3', 'do');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.includes('Person') && name.endsWith('.sqlite'))
    .filter((name) => !name.endsWith('metadata.sqlite'))
    .map((name) => join(dir, name));
}

/**
 * The number one read (`SELECT count(*) AS n …`) gives, summed over every `Person` object's
 * file, read-only while the api runs.
 *
 * @example await countInPeople(persist, `SELECT count(*) AS n FROM messages WHERE status = 'complete'`)
 */
export function countInPeople(persistTo, sql) {
  let n = 0;
  for (const file of personFiles(persistTo)) {
    const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
    try {
      // An object that never made its conversation tables holds none of them.
      if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'messages'").get()) continue;
      n += Number(db.prepare(sql).get()?.n ?? 0);
    } finally {
      db.close();
    }
  }
  return n;
}
