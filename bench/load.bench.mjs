// Many answers at once (issue "Scale"): N concurrent streams of 100 deltas 20 ms apart, read
// straight from the fake OpenAI server and through the api (`wrangler dev --local`: Worker →
// Generation Durable Object → AI SDK → fake), same client, same run. Reports wall time, the gap
// between deltas (p50/p95 over every stream), errors, and whether every answer arrived byte-exact
// and was saved as such. Levels: BENCH_LOAD_LEVELS (default 1,10,50,200,500).
import { executeSql, sqlText } from '../scripts/lib/d1.mjs';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { confirmedAccount, startApiDev } from './lib/api-dev.mjs';
import { writeResultsSection } from './lib/results.mjs';
import { apiStream, directStream, gapsOf, quantile } from './lib/streams.mjs';

const DELTAS = 100;
const DELAY_MS = 20;
const NOMINAL_MS = DELTAS * DELAY_MS;
const LEVELS = (process.env.BENCH_LOAD_LEVELS ?? '1,10,50,200,500')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const words = Array.from({ length: DELTAS }, (_, i) => `w${i} `);
const expected = words.join('');

/** Runs `n` streams at once; returns wall time, gaps over all streams, errors and wrong texts. */
async function level(n, one) {
  const start = performance.now();
  const results = await Promise.allSettled(Array.from({ length: n }, () => one()));
  const wallMs = performance.now() - start;
  const done = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const errors = results.length - done.length;
  const firstError = results.find((r) => r.status === 'rejected')?.reason;
  if (firstError) console.error(`  first error at ${n}:`, String(firstError).slice(0, 300));
  const gaps = done.flatMap((r) => gapsOf(r.times)).sort((a, b) => a - b);
  const wrong = done.filter((r) => r.text !== expected).length;
  return { n, wallMs, p50: quantile(gaps, 0.5), p95: quantile(gaps, 0.95), errors, wrong, done };
}

/** How many of these generations' answers D1 holds complete and byte-exact. */
async function savedExactly(persist, requestIds) {
  let saved = 0;
  for (let i = 0; i < requestIds.length; i += 100) {
    const ids = requestIds
      .slice(i, i + 100)
      .map(sqlText)
      .join(', ');
    const [row] = await executeSql(
      `SELECT count(*) AS n FROM messages WHERE request_id IN (${ids})
         AND status = 'complete' AND content = ${sqlText(expected)}`,
      { persistTo: persist },
    );
    saved += Number(row?.n ?? 0);
  }
  return saved;
}

const fake = await startFakeOpenAI({ chunks: words, delayMs: DELAY_MS });
const api = await startApiDev({ OPENAI_BASE_URL: `${fake.url}/v1` });
try {
  const { email, accessToken } = await confirmedAccount(api, 'load');
  // Enough credit for every hold at once, as a grant in the ledger like any other credit.
  await executeSql(
    `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
       SELECT lower(hex(randomblob(16))), entity_id, id, 1000000000, 'grant', 'bench', datetime('now')
       FROM users WHERE email = ${sqlText(email)};
     UPDATE entities SET balance_kopecks = balance_kopecks + 1000000000
       WHERE id = (SELECT entity_id FROM users WHERE email = ${sqlText(email)});`,
    { persistTo: api.persist },
  );
  await apiStream(api.base, accessToken); // warm-up: module load, Durable Object class, D1
  await directStream(fake.url);
  const rows = [];
  for (const n of LEVELS) {
    const direct = await level(n, () => directStream(fake.url));
    const through = await level(n, () => apiStream(api.base, accessToken));
    const saved = await savedExactly(
      api.persist,
      through.done.map((r) => r.requestId),
    );
    rows.push({ n, direct, through, saved });
    console.log(
      `${n} streams: direct ${direct.wallMs.toFixed(0)} ms p95 ${direct.p95.toFixed(1)} ms; ` +
        `api ${through.wallMs.toFixed(0)} ms p50 ${through.p50.toFixed(1)} p95 ${through.p95.toFixed(1)} ms, ` +
        `${through.errors} errors, ${through.wrong} wrong, ${saved}/${n} saved`,
    );
  }
  const ms = (v) => v.toFixed(0);
  const table = [
    '| streams | direct: wall / gap p50 / p95 ms | api: wall / gap p50 / p95 ms | api wall ÷ nominal | api p95 ÷ direct p95 | errors | byte-exact and saved |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ n, direct: d, through: a, saved }) =>
        `| ${n} | ${ms(d.wallMs)} / ${d.p50.toFixed(1)} / ${d.p95.toFixed(1)} | ` +
        `${ms(a.wallMs)} / ${a.p50.toFixed(1)} / ${a.p95.toFixed(1)} | ` +
        `${(a.wallMs / NOMINAL_MS).toFixed(2)} | ${(a.p95 / Math.max(d.p95, 0.1)).toFixed(2)} | ` +
        `${a.errors + d.errors} | ${n - a.wrong - a.errors}/${n} arrived, ${saved}/${n} saved |`,
    ),
  ].join('\n');
  console.log(table);
  writeResultsSection(
    'load',
    [
      '<!-- load:start -->',
      '## load: many answers at once (scale)',
      '',
      `\`npm run bench -- load\` — each stream is ${DELTAS} deltas ${DELAY_MS} ms apart (nominal`,
      `${NOMINAL_MS} ms) from the fake OpenAI server, read by one Node client on loopback, straight`,
      'from the fake and through `wrangler dev --local` (Worker → Generation Durable Object → AI SDK →',
      `fake), same run, on this 2-core machine. Recorded ${new Date().toISOString().slice(0, 10)}.`,
      '',
      table,
      '<!-- load:end -->',
    ].join('\n'),
  );
} finally {
  api.stop();
  await fake.close();
}
