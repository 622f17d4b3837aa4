// Where a bench's person keeps their conversations. A new account keeps them in its `Person`
// object from sign-up (decision 218, "New accounts"); a bench that seeds a large chat writes it as
// the previous version did, into D1, and then runs the move as `npm start` does, so the api reads
// it from the object like any moved person's (decision 203).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { executeSql, sqlText } from '../../scripts/lib/d1.mjs';

/** The `STORAGE_MOVE_TOKEN` a bench gives its api, so that it can run the move itself. */
export const MOVE_TOKEN = 'bench-only-storage-move-token';

/**
 * Makes a just-registered account one of the previous version: it loses its `storage_moves` rows
 * (and its team's, but the team's money only with `money`), so those parts are served from D1
 * until moved, as `registerUser({ inD1: true })` in api/test/helpers.ts does. With `money`, call
 * it before the email is confirmed (`confirmedAccount(api, prefix, { previousVersion: true })`), so
 * the starting grant lands in D1 with the rest of the team's money.
 *
 * @example await asPreviousVersion(api.persist, { email })
 */
export async function asPreviousVersion(persistTo, { email }, { money = false } = {}) {
  const [user] = await executeSql(
    `SELECT id, entity_id FROM users WHERE email = ${sqlText(email)}`,
    { persistTo },
  );
  if (!user) throw new Error(`no account ${email}`);
  await executeSql(
    `DELETE FROM storage_moves WHERE (owner_kind = 'person' AND owner_id = ${sqlText(user.id)})
       OR (owner_kind = 'team' AND owner_id = ${sqlText(user.entity_id)}
         AND (part <> 'money' OR ${money ? 1 : 0}))`,
    { persistTo },
  );
  return { userId: user.id, teamId: user.entity_id };
}

/**
 * Runs the move to its end on the api at `apiUrl` (started with `STORAGE_MOVE_TOKEN: MOVE_TOKEN`)
 * through the route `npm start` calls, a few pages per run. Throws unless every person's chats
 * ended up in their object. Returns the people and rows moved and how long it took.
 */
export async function moveIntoObjects(apiUrl, { pages = 4, log = () => {} } = {}) {
  const started = performance.now();
  const moved = { people: 0, rows: 0 };
  const failures = [];
  for (let run = 1; ; run++) {
    const res = await post(new URL('/internal/storage-moves', apiUrl), { pages });
    if (!res.ok) throw new Error(`the move answered ${res.status}: ${await res.text()}`);
    const { moves, remaining } = await res.json();
    for (const move of moves) {
      // A failed run is resumed by the next (decision 203); a few in a row mean it is stuck.
      if (move.outcome === 'failed' || move.outcome === 'restarted') {
        failures.push(`${move.part} ${move.outcome}: ${move.error}`);
        log(`move run ${run}: ${failures.at(-1)}`);
        if (failures.length > 5) throw new Error(`the move keeps failing: ${failures.join('; ')}`);
      }
      if (move.part === 'chats' && move.outcome === 'moved') {
        moved.people += 1;
        moved.rows += move.rows;
      }
    }
    log(`move run ${run}: ${JSON.stringify(remaining)}`);
    if (Object.values(remaining).every((n) => n === 0)) break;
    if (!moves.some((m) => ['moved', 'paused', 'failed', 'restarted'].includes(m.outcome)))
      throw new Error(`the move stopped with ${JSON.stringify(remaining)} left`);
  }
  if (moved.people === 0) throw new Error('the move moved no chats');
  return { ...moved, ms: performance.now() - started };
}

/**
 * One call of the move's route, sent again when the connection was closed under it: after the
 * seconds a bench spends seeding D1, fetch may reuse a kept-alive socket the local server has
 * just closed ("other side closed"). A run is safe to repeat (decision 203).
 */
async function post(url, body) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${MOVE_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
    }
  }
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
