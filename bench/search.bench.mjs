// Chat search over 10,000 messages: `GET /v1/chat/search` against listing chats (`GET /v1/chat`)
// on the same `wrangler dev --local` api, as medians in one run. The two people are accounts of
// the previous version: their messages are written straight to D1 (as the api writes them), then
// the move takes them into each person's object, where the api searches them and the object's
// triggers index them (bench/lib/objects.mjs); a second user holds 2,000 more that must never be
// found. Writes its section of bench/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toMatchExpression } from '../api/src/search/search-terms.ts';
import { sqlText } from '../scripts/lib/d1.mjs';
import { confirmedAccount, startApiDev } from './lib/api-dev.mjs';
import { asPreviousVersion, countInPeople, MOVE_TOKEN, moveIntoObjects } from './lib/objects.mjs';
import { writeResultsSection } from './lib/results.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHATS = 200;
const PER_CHAT = 50; // 200 × 50 = 10,000 messages of the searching user
const STRANGER_MESSAGES = 2_000;
const RUNS = 31;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// A fixed pseudo-random sequence, so every run searches the same text.
let state = 42;
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const english =
  'the a of and to in is it that for you with on this be are as can code function data user model answer question about how what why when more some like time file page server request value error list text table chart plan team project report email meeting budget price order market design test build deploy release week month year today idea note draft summary travel recipe garden music movie book story history science health sport coffee morning evening'.split(
    ' ',
  );
const russian =
  'и в не на что с как это по к но из у за от о же для так вот бы все она он мы вы они код функция данные пользователь модель ответ вопрос текст таблица план команда проект отчёт письмо встреча бюджет цена заказ рынок дизайн тест сборка выпуск неделя месяц год сегодня идея заметка черновик итог поездка рецепт сад музыка фильм книга история наука здоровье спорт кофе утро вечер'.split(
    ' ',
  );
// Words to look for, at known rates.
const planted = [
  { words: ['kittens', 'kitten', 'kitty'], every: 100 },
  { words: ['кошка', 'кошки', 'кошку', 'кошками'], every: 100 },
  { words: ['marathon'], every: 1000 },
  { words: ['программирование', 'программы', 'программист'], every: 50 },
  { words: ['report', 'reports', 'reporting'], every: 2 },
];

function sentence(n) {
  const words = random() < 0.5 ? english : russian;
  const length = 12 + Math.floor(random() * 24);
  const text = Array.from({ length }, () => pick(words));
  for (const { words: forms, every } of planted) {
    if (n % every === 0) text.splice(Math.floor(random() * text.length), 0, pick(forms));
  }
  return `${text.join(' ')}.`;
}

function seedSql(owner, stranger) {
  const lines = [];
  let n = 0;
  const chat = (user, index, count) => {
    const id = `bench-${user.id.slice(0, 8)}-${index}`;
    const at = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    lines.push(
      `INSERT INTO chats (id, owner_id, entity_id, name, mode, created_at, updated_at) VALUES (${sqlText(id)}, ${sqlText(user.id)}, ${sqlText(user.entityId)}, ${sqlText(sentence(n).slice(0, 60))}, 'text', ${sqlText(at)}, ${sqlText(at)});`,
    );
    const rows = [];
    for (let i = 0; i < count; i += 1, n += 1) {
      const when = new Date(Date.UTC(2026, 0, 1) + index * 60_000 + i * 1000).toISOString();
      rows.push(
        `(${sqlText(crypto.randomUUID())}, ${sqlText(id)}, ${i % 2 ? 'NULL' : sqlText(user.id)}, '${i % 2 ? 'assistant' : 'user'}', ${sqlText(sentence(n))}, 'complete', ${sqlText(when)}, ${sqlText(when)})`,
      );
    }
    lines.push(
      `INSERT INTO messages (id, chat_id, user_id, role, content, status, created_at, updated_at) VALUES ${rows.join(',\n')};`,
    );
  };
  for (let c = 0; c < CHATS; c += 1) chat(owner, c, PER_CHAT);
  for (let c = 0; c < STRANGER_MESSAGES / PER_CHAT; c += 1) chat(stranger, c, PER_CHAT);
  return lines.join('\n');
}

async function timed(url, token) {
  const start = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

const api = await startApiDev({ STORAGE_MOVE_TOKEN: MOVE_TOKEN });
try {
  const accounts = [await confirmedAccount(api, 'search'), await confirmedAccount(api, 'stranger')];
  for (const account of accounts) await asPreviousVersion(api.persist, account);
  const [owner, stranger] = await Promise.all(
    accounts.map(async ({ accessToken }) => {
      const res = await fetch(`${api.base}/v1/auth/session`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      const { user } = await res.json();
      return { ...user, token: accessToken };
    }),
  );
  const file = join(api.persist, 'seed.sql');
  writeFileSync(file, seedSql(owner, stranger));
  const seedStart = performance.now();
  const seeded = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/wrangler/bin/wrangler.js'),
      ...['d1', 'execute', 'DB', '--local', '-c', 'api/wrangler.jsonc', '--file', file],
      ...['--persist-to', api.persist, '--yes'],
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}${seeded.stderr}`);
  const seedMs = performance.now() - seedStart;
  console.log(`seeded D1 in ${(seedMs / 1000).toFixed(1)} s; moving into the objects…`);
  const moved = await moveIntoObjects(api.base, { log: console.log });
  console.log(
    `moved ${moved.rows} rows of ${moved.people} people in ${(moved.ms / 1000).toFixed(1)} s`,
  );

  const list = `${api.base}/v1/chat?page=1&take=50`;
  const queries = [
    { label: 'rare word (1 in 1,000)', q: 'marathon' },
    { label: 'EN stem (1 in 100)', q: 'kittens' },
    { label: 'RU stem (1 in 100)', q: 'кошки' },
    { label: 'RU prefix (1 in 50)', q: 'программ' },
    { label: 'two common words', q: 'the code' },
    { label: 'word in every 2nd message', q: 'reports' },
    { label: 'no match', q: 'zyzzyva' },
  ];
  // Warm-up: module load, D1 files, page cache.
  await timed(list, owner.token);
  for (const { q } of queries)
    await timed(`${api.base}/v1/chat/search?q=${encodeURIComponent(q)}`, owner.token);

  const listTimes = [];
  const searchTimes = queries.map(() => []);
  const found = queries.map(() => 0);
  for (let run = 0; run < RUNS; run += 1) {
    listTimes.push((await timed(list, owner.token)).ms);
    for (const [i, { q }] of queries.entries()) {
      const { ms, body } = await timed(
        `${api.base}/v1/chat/search?q=${encodeURIComponent(q)}&take=20`,
        owner.token,
      );
      searchTimes[i].push(ms);
      found[i] = body.items.length + (body.hasMore ? '+' : '');
    }
  }
  // The stranger's 2,000 messages hold the same words: none may come back to them as the owner's.
  const strangerHits = await timed(`${api.base}/v1/chat/search?q=the&take=50`, stranger.token);
  if (
    strangerHits.body.items.some(
      (hit) => !hit.chatId.startsWith(`bench-${stranger.id.slice(0, 8)}`),
    )
  )
    throw new Error('a search answered another user’s chat');

  // How many of the owner's messages each query matches (what the search sorts to page them),
  // counted in the objects, where they now live.
  const matches = queries.map(({ q }) =>
    countInPeople(
      api.persist,
      `SELECT count(*) AS n FROM messages_fts f JOIN messages m ON m.seq = f.rowid
       JOIN chats c ON c.id = m.chat_id
       WHERE messages_fts MATCH ${sqlText(toMatchExpression(q))} AND c.owner_id = ${sqlText(owner.id)}`,
    ),
  );

  const listMedian = median(listTimes);
  const rows = queries.map(({ label, q }, i) => {
    const ms = median(searchTimes[i]);
    return `| ${label} | \`${q}\` | ${matches[i]} | ${found[i]} | ${ms.toFixed(1)} | ${(ms / listMedian).toFixed(2)} |`;
  });
  console.log(`list chats median ${listMedian.toFixed(1)} ms`);
  for (const row of rows) console.log(row);
  const today = new Date().toISOString().slice(0, 10);
  writeResultsSection(
    'search',
    `<!-- search:start -->
## search: chat search over 10,000 messages

\`npm run bench -- search\` — one user with ${CHATS} chats × ${PER_CHAT} messages (EN and RU
sentences of 12–35 words, planted words at known rates) and a stranger with ${STRANGER_MESSAGES}
more, written to the D1 of \`wrangler dev --local\` as accounts of the previous version
(${(seedMs / 1000).toFixed(1)} s with D1's index), then moved into their objects by the move
(${moved.rows} rows in ${(moved.ms / 1000).toFixed(1)} s, the object's triggers indexing them),
where the api searches them. ${RUNS} rounds, each listing chats
(\`GET /v1/chat?page=1&take=50\`, median ${listMedian.toFixed(1)} ms) and running every query
(\`GET /v1/chat/search?q=…&take=20\`); medians, and the ratio to listing chats in the same run.
Recorded ${today}.

| query | q | messages matched | first page | search median, ms | ÷ list chats |
|---|---|---|---|---|---|
${rows.join('\n')}

Results are ordered by time, so a word in most messages costs a sort of every match before the
first page (decision: docs/decisions/100-chat-search.md); a stranger's chats never came back.
<!-- search:end -->`,
  );
} catch (error) {
  console.error(`the api's log ends:\n${api.log().slice(-4000)}`);
  throw error;
} finally {
  api.stop();
}
