// `npm run bench -- estimate`: how long `POST /v1/openai/estimate` takes for a chat of 200
// messages (the composer asks it as a person types). The api under `wrangler dev --local`; the
// chat is made by one real send of an account of the previous version (its chats in D1), then 199
// more turns are written to D1 as the api writes them (each one's parent the one before, the chat
// showing the newest), then the move takes them into the person's object, where the api reads
// them (bench/lib/objects.mjs). Timed from the request to the parsed answer as a client sees it;
// medians. Writes its section of bench/RESULTS.md.
import { loadavg } from 'node:os';
import { executeSql, sqlText } from '../scripts/lib/d1.mjs';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { confirmedAccount, startApiDev } from './lib/api-dev.mjs';
import { asPreviousVersion, MOVE_TOKEN, moveIntoObjects } from './lib/objects.mjs';
import { writeResultsSection } from './lib/results.mjs';

const MESSAGES = 200;
// Six rows of a warm-up and PER_ROW calls each stay within the 120 estimates a minute.
const PER_ROW = 15;
const TARGET_MS = 20;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const turn = (i) =>
  i % 2 === 0
    ? `Question ${i}: how does the estimate count a long chat's history before sending?`
    : `Answer ${i}: it counts the newest turns of the branch shown, **with the model's tokenizer** ` +
      'for OpenAI and an approximation for the others, then adds a typical answer.\n\n' +
      '- one point\n- another point\n\n```js\nconst price = tokens * rate;\n```';

/** One estimate: milliseconds from the request to its parsed answer. */
async function estimate(base, token, body) {
  const start = performance.now();
  const res = await fetch(`${base}/v1/openai/estimate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  const ms = performance.now() - start;
  if (res.status !== 200)
    throw new Error(`estimate answered ${res.status}: ${JSON.stringify(answer)}`);
  return { ms, answer };
}

const fake = await startFakeOpenAI();
const api = await startApiDev({
  OPENAI_BASE_URL: `${fake.url}/v1`,
  // Claude is only counted, never called: its key makes it a catalogue model.
  ANTHROPIC_API_KEY: 'bench',
  ESTIMATES_PER_MINUTE: '120',
  STORAGE_MOVE_TOKEN: MOVE_TOKEN,
});
try {
  const { base } = api;
  const { email, accessToken } = await confirmedAccount(api, 'estimate');
  const { userId } = await asPreviousVersion(api.persist, { email });
  const auth = { Authorization: `Bearer ${accessToken}` };
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: turn(0) }]));
  form.set('requestId', crypto.randomUUID());
  const sent = await fetch(`${base}/v1/openai/gpt/gpt-mini?timestamp=${Date.now()}`, {
    method: 'POST',
    body: form,
    headers: { ...auth, 'X-Stream': 'true' },
  });
  if (!sent.ok) throw new Error(`the first send answered ${sent.status}`);
  await sent.text();
  const [chat] = await executeSql(
    `SELECT id FROM chats WHERE owner_id = ${sqlText(userId)} ORDER BY created_at DESC LIMIT 1`,
    { persistTo: api.persist },
  );
  if (!chat) throw new Error('the first send made no chat in D1');
  const [last] = await executeSql(
    `SELECT id FROM messages WHERE chat_id = ${sqlText(chat.id)} ORDER BY seq DESC LIMIT 1`,
    { persistTo: api.persist },
  );
  // The rest of the chat, as a branch: each turn's parent is the one before.
  let parent = last.id;
  const rows = [];
  for (let i = 2; i < MESSAGES; i += 1) {
    const id = crypto.randomUUID();
    const at = sqlText(new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i)).toISOString());
    const role = i % 2 === 0 ? 'user' : 'assistant';
    rows.push(
      `(${sqlText(id)}, ${sqlText(chat.id)}, ${sqlText(role)}, ${sqlText(turn(i))}, 'complete', ${sqlText(parent)}, ${at}, ${at})`,
    );
    parent = id;
  }
  for (let i = 0; i < rows.length; i += 100) {
    await executeSql(
      `INSERT INTO messages (id, chat_id, role, content, status, parent_id, created_at, updated_at) VALUES ${rows.slice(i, i + 100).join(', ')}`,
      { persistTo: api.persist },
    );
  }
  await executeSql(
    `UPDATE chats SET current_leaf_id = ${sqlText(parent)} WHERE id = ${sqlText(chat.id)}`,
    { persistTo: api.persist },
  );
  const moved = await moveIntoObjects(base);
  // The chat as the api now reads it, from the person's object.
  const page = await fetch(`${base}/v1/message/chat/${chat.id}/?pageNumber=1&pageSize=1`, {
    headers: auth,
  });
  if (!page.ok) throw new Error(`the moved chat answered ${page.status}`);
  const { total: n } = await page.json();
  if (n !== MESSAGES) throw new Error(`the moved chat has ${n} messages, not ${MESSAGES}`);
  console.log(`moved ${moved.rows} rows into the person's object in ${Math.round(moved.ms)} ms`);

  const draft = { role: 'user', content: 'And what would this next question cost me?' };
  const whole = Array.from({ length: MESSAGES }, (_, i) => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: turn(i),
  }));
  const cases = [
    ["the draft alone (the route's floor)", { messages: [draft] }],
    ['a 200-message chat by `chatId`, with the draft', { chatId: chat.id, messages: [draft] }],
    ['all 200 turns in `messages` (no chat)', { messages: whole }],
  ];
  const rows_ = ['gpt:gpt-mini', 'claude:claude-sonnet'].flatMap((model) =>
    cases.map(([label, body]) => ({ model, label, body: { model, ...body }, times: [] })),
  );
  for (const row of rows_) row.answer = (await estimate(base, accessToken, row.body)).answer;
  // Round robin, so a drift of the machine weighs on every row alike.
  for (let i = 0; i < PER_ROW; i += 1) {
    for (const row of rows_) row.times.push((await estimate(base, accessToken, row.body)).ms);
  }
  const rowsOut = rows_.map((row) => ({ ...row, ms: median(row.times) }));
  // What any request costs through `wrangler dev`'s local proxy and workerd, for scale.
  const health = [];
  for (let i = 0; i < PER_ROW; i += 1) {
    const start = performance.now();
    await (await fetch(`${base}/health`)).text();
    health.push(performance.now() - start);
  }
  const floor = median(health);
  const table = [
    '| Model | Request | median ms | input tokens | counted |',
    '|---|---|---|---|---|',
    ...rowsOut.map(
      (r) =>
        `| \`${r.model}\` | ${r.label} | ${r.ms.toFixed(1)} | ${r.answer.inputTokens} | ${r.answer.approximate ? 'approximation' : 'tokenizer'} |`,
    ),
  ].join('\n');
  const worst = Math.max(...rowsOut.map((r) => r.ms));
  console.log(table);
  console.log(
    `slowest median ${worst.toFixed(1)} ms (target ≤ ${TARGET_MS} ms); GET /health ${floor.toFixed(1)} ms`,
  );
  const section = [
    '<!-- estimate:start -->',
    '## estimate: the price before sending, for a 200-message chat',
    '',
    `\`npm run bench -- estimate\` — \`POST /v1/openai/estimate\` against the api under`,
    `\`wrangler dev --local\`, timed by the client from request to parsed answer; median of`,
    `${PER_ROW} runs per row, in turn, after a warm-up. The chat has ${n} messages on one branch,`,
    "written to D1 for an account of the previous version and moved into the person's object,",
    'where the api reads them; by `chatId` it reads the newest 20 turns (what a send carries) and',
    'counts them with the draft. Recorded',
    `${new Date().toISOString().slice(0, 10)}, load average ${loadavg()[0].toFixed(1)} on 2 cores.`,
    '',
    table,
    '',
    `Slowest median: **${worst.toFixed(1)} ms** (target ≤ ${TARGET_MS} ms). For scale, \`GET /health\``,
    `(no sign-in, no D1) answers in ${floor.toFixed(1)} ms median through the same local stack.`,
    'After the session check the route reads the model, counts the attempt and reads the chat in one',
    'round (decision 141); the tokenizer adds under a millisecond even for 8,000 tokens.',
    '<!-- estimate:end -->',
  ].join('\n');
  writeResultsSection('estimate', section);
  if (worst > TARGET_MS) process.exitCode = 1;
} finally {
  api.stop();
  await fake.close();
}
