// What each person's use adds to the shared D1 and to their own object (issue 47, decision 203):
// rows and bytes per text exchange sent through the real api (wrangler dev --local, the OpenAI wire
// fake), bytes per exchange in the person's object, and what a sign-up adds to D1. Bytes are the
// payload SQLite stores (dbstat: rows and index entries, without free space), read from the local
// files after the writes settle. Writes its section of bench/RESULTS.md.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { confirmedAccount, startApiDev } from './lib/api-dev.mjs';
import { MOVE_TOKEN } from './lib/objects.mjs';
import { writeResultsSection } from './lib/results.mjs';

const SENDS = 30;
const SIGN_UPS = 10;
// The issue's exchange: a 400-character question and a short answer (583 bytes of text in all).
const QUESTION = 'How do I plan a week of meals for a family of four on a budget? '
  .repeat(7)
  .slice(0, 400);
const ANSWER =
  'Plan around staples: rice, beans, eggs, oats and seasonal vegetables. Cook twice and eat four times, shop once with a short list, and keep one cheap fallback dinner for busy nights.';
const ANSWER_WORDS = ANSWER.split(/(?<= )/);

/** SQLite files of one kind under the local state: D1's, or one Durable Object class's. */
function sqliteFiles(persist, folder) {
  const dir = join(persist, 'v3', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.sqlite') && !name.endsWith('metadata.sqlite'))
    .map((name) => join(dir, name));
}

/** Per table (and index): rows and payload bytes of the SQLite files, summed. */
function measure(files) {
  const tables = new Map();
  for (const file of files) {
    const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
    try {
      for (const { name, bytes } of db
        .prepare('SELECT name, sum(payload) AS bytes FROM dbstat GROUP BY name')
        .all()) {
        const entry = tables.get(name) ?? { rows: 0, bytes: 0 };
        entry.bytes += Number(bytes);
        tables.set(name, entry);
      }
      const real = db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
        )
        .all();
      for (const { name } of real) {
        const { n } = db.prepare(`SELECT count(*) AS n FROM "${name}"`).get();
        const entry = tables.get(name) ?? { rows: 0, bytes: 0 };
        entry.rows += Number(n);
        tables.set(name, entry);
      }
    } finally {
      db.close();
    }
  }
  return tables;
}

const total = (tables, key) => [...tables.values()].reduce((sum, t) => sum + t[key], 0);

/** What grew from `before` to `after`, per table, largest first. */
function growth(before, after) {
  return [...after]
    .map(([name, t]) => ({
      name,
      rows: t.rows - (before.get(name)?.rows ?? 0),
      bytes: t.bytes - (before.get(name)?.bytes ?? 0),
    }))
    .filter((t) => t.rows !== 0 || t.bytes !== 0)
    .sort((a, b) => b.bytes - a.bytes);
}

/** Measures until two readings a moment apart agree (answers settle after the response). */
async function settled(read) {
  let last = JSON.stringify([...read()]);
  for (let i = 0; i < 60; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = JSON.stringify([...read()]);
    if (now === last) return read();
    last = now;
  }
  return read();
}

async function sendText(base, token, chatId) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: QUESTION }]));
  form.set('requestId', crypto.randomUUID());
  const query = new URLSearchParams({
    timestamp: String(Date.now()),
    ...(chatId ? { chatId } : {}),
  });
  const res = await fetch(`${base}/v1/openai/gpt/gpt-mini?${query}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`send answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Moves the sender's conversations and their team's money into their objects (the move's route). */
async function moveSenderIntoObjects(base, { userId, teamId }) {
  const res = await fetch(`${base}/internal/storage-moves`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${MOVE_TOKEN}` },
    body: JSON.stringify({
      userIds: [userId],
      teamIds: [teamId],
      parts: ['ratings', 'chats', 'team:money'],
    }),
  });
  const { moves } = await res.json();
  const outcomes = Object.fromEntries(moves.map((m) => [m.part, m.outcome]));
  if (outcomes.chats !== 'moved') throw new Error(`the move answered ${JSON.stringify(moves)}`);
  return outcomes;
}

const fake = await startFakeOpenAI({ chunks: ANSWER_WORDS, delayMs: 0 });
const api = await startApiDev({
  OPENAI_BASE_URL: `${fake.url}/v1`,
  STORAGE_MOVE_TOKEN: MOVE_TOKEN,
});
const d1 = () => measure(sqliteFiles(api.persist, 'd1'));
const objects = (kind) => () =>
  measure(sqliteFiles(api.persist, 'do').filter((f) => f.includes(kind)));
const people = objects('Person');
const teams = objects('Team');

/** `SENDS` exchanges in the chat: what D1, the people's and the teams' objects gained. */
async function exchanges(token, chatId) {
  const d1Before = await settled(d1);
  const personBefore = people();
  const teamBefore = teams();
  for (let i = 0; i < SENDS; i++) await sendText(api.base, token, chatId);
  return {
    d1: growth(d1Before, await settled(d1)),
    person: growth(personBefore, await settled(people)),
    team: growth(teamBefore, await settled(teams)),
  };
}

try {
  await confirmedAccount(api, 'warm-up');
  const beforeSignUps = await settled(d1);
  for (let i = 0; i < SIGN_UPS; i++) await confirmedAccount(api, 'data');
  const signUps = growth(beforeSignUps, await settled(d1));

  // The baseline: an account of the previous version, every part of it and its team in D1.
  const unmoved = await confirmedAccount(api, 'sender', { previousVersion: true });
  const first = await sendText(api.base, unmoved.accessToken);
  await sendText(api.base, unmoved.accessToken, first.chatId); // warm-up: objects, statements
  const { d1: sends, person } = await exchanges(unmoved.accessToken, first.chatId);

  // The same exchanges once that account's chats and its team's money are moved into their objects.
  const moved = await confirmedAccount(api, 'moved', { previousVersion: true });
  const movedIds = { userId: moved.userId, teamId: moved.teamId };
  const inObjects = await sendText(api.base, moved.accessToken);
  const outcomes = await moveSenderIntoObjects(api.base, movedIds);
  await sendText(api.base, moved.accessToken, inObjects.chatId); // warm-up in the objects
  const {
    d1: movedSends,
    person: movedPerson,
    team: movedTeam,
  } = await exchanges(moved.accessToken, inObjects.chatId);

  // A new account, as everyone signs up now: its chats in its object from the first message.
  const born = await confirmedAccount(api, 'new');
  const bornFirst = await sendText(api.base, born.accessToken);
  await sendText(api.base, born.accessToken, bornFirst.chatId); // warm-up
  const {
    d1: bornSends,
    person: bornPerson,
    team: bornTeam,
  } = await exchanges(born.accessToken, bornFirst.chatId);

  const per = (list, key, n) => list.reduce((sum, t) => sum + t[key], 0) / n;
  const bytesPerSend = per(sends, 'bytes', SENDS);
  const rowsPerSend = per(sends, 'rows', SENDS);
  const personBytes = per(person, 'bytes', SENDS);
  const signUpBytes = per(signUps, 'bytes', SIGN_UPS);
  const signUpRows = per(signUps, 'rows', SIGN_UPS);
  const table = (list, n) =>
    list
      .slice(0, 12)
      .map((t) => `| ${t.name} | ${(t.rows / n).toFixed(1)} | ${Math.round(t.bytes / n)} |`)
      .join('\n');
  console.log(
    `previous version, per text exchange: D1 +${bytesPerSend.toFixed(0)} bytes, +${rowsPerSend.toFixed(1)} rows; person object +${personBytes.toFixed(0)} bytes`,
  );
  console.log(`per sign-up: D1 +${signUpBytes.toFixed(0)} bytes, +${signUpRows.toFixed(1)} rows`);
  console.log(`D1 now ${total(d1(), 'bytes')} bytes of payload`);
  const movedD1Bytes = per(movedSends, 'bytes', SENDS);
  const movedD1Rows = per(movedSends, 'rows', SENDS);
  const movedPersonBytes = per(movedPerson, 'bytes', SENDS);
  const movedTeamBytes = per(movedTeam, 'bytes', SENDS);
  console.log(
    `moved (${JSON.stringify(outcomes)}): D1 +${movedD1Bytes.toFixed(0)} bytes, +${movedD1Rows.toFixed(1)} rows; person +${movedPersonBytes.toFixed(0)}, team +${movedTeamBytes.toFixed(0)} bytes`,
  );
  const bornD1Bytes = per(bornSends, 'bytes', SENDS);
  const bornD1Rows = per(bornSends, 'rows', SENDS);
  const bornPersonBytes = per(bornPerson, 'bytes', SENDS);
  const bornTeamBytes = per(bornTeam, 'bytes', SENDS);
  console.log(
    `new account: D1 +${bornD1Bytes.toFixed(0)} bytes, +${bornD1Rows.toFixed(1)} rows; person +${bornPersonBytes.toFixed(0)}, team +${bornTeamBytes.toFixed(0)} bytes`,
  );
  writeResultsSection(
    'data',
    `<!-- data:start -->
## data: what a person's use adds to D1 and to their object

\`npm run bench -- data\` — \`wrangler dev --local\` with the OpenAI wire fake; ${SENDS} text
exchanges in one chat (a 400-character question, a ${ANSWER_WORDS.join('').length}-character
answer, not streamed) after two warm-up sends, and ${SIGN_UPS} sign-ups with their email
confirmed. The first sender is an account of the previous version (its \`storage_moves\` rows
and its team's removed, as before decision 218 made new accounts start in their objects): every
part of it in D1, the baseline later changes compare with. Bytes are SQLite's payload (rows and index entries, from \`dbstat\`, without free
space); rows are rows added. Writes that add no row are not counted: the hold placed and then
deleted, the team's balance, the chat's \`updated_at\` and the answer's status, all updated in place. Read after the writes settle. Recorded ${new Date().toISOString().slice(0, 10)}.

| per text exchange (previous version) | D1 | person's object |
|---|---|---|
| bytes added | ${bytesPerSend.toFixed(0)} | ${personBytes.toFixed(0)} |
| rows added | ${rowsPerSend.toFixed(1)} | — |

Per exchange, by table or index (largest first):

| table or index | rows | bytes |
|---|---|---|
${table(sends, SENDS)}

A sign-up adds **${signUpBytes.toFixed(0)} bytes** and ${signUpRows.toFixed(1)} rows to D1 (locally
this includes the \`email_outbox\` row of its confirmation code, which a deployed api with
\`EMAIL_API_URL\` does not write):

| table or index | rows | bytes |
|---|---|---|
${table(signUps, SIGN_UPS)}

The issue's own figure (2,253 bytes and 7.2 rows per exchange) was measured before this bench,
counting differently; this bench's baseline above is the one later changes compare with.

### The same exchanges with the sender's data in their objects

A second account of the previous version sends its first message (in D1), then its conversations and its team's money
are moved through the move's route (${Object.entries(outcomes)
      .map(([part, outcome]) => `\`${part}\` ${outcome}`)
      .join(', ')}), then ${SENDS} more exchanges in the same chat after one warm-up:

| per text exchange | D1 | person's object | team's object |
|---|---|---|---|
| bytes added | ${movedD1Bytes.toFixed(0)} | ${movedPersonBytes.toFixed(0)} | ${movedTeamBytes.toFixed(0)} |
| rows added | ${movedD1Rows.toFixed(1)} | — | — |

What D1 still gains per exchange (largest first; empty when nothing):

| table or index | rows | bytes |
|---|---|---|
${table(movedSends, SENDS)}

### A new account

A third account, signed up as everyone is now: its chats (and every part that is not opt-in) are
in its object from sign-up; its team's money (\`team:money\`, still opt-in) is in D1. Its first
send, one warm-up, then ${SENDS} exchanges in the same chat:

| per text exchange | D1 | person's object | team's object |
|---|---|---|---|
| bytes added | ${bornD1Bytes.toFixed(0)} | ${bornPersonBytes.toFixed(0)} | ${bornTeamBytes.toFixed(0)} |
| rows added | ${bornD1Rows.toFixed(1)} | — | — |

What D1 still gains per exchange (largest first; empty when nothing):

| table or index | rows | bytes |
|---|---|---|
${table(bornSends, SENDS)}

Goal (issue 47): 0 bytes and at most 1 row in D1 per exchange, the exchange in the person's
object (decisions 203, 218).
<!-- data:end -->`,
  );
} finally {
  api.stop();
  await fake.close();
}
