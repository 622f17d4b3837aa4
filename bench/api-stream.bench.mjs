// Streaming overhead of the api: time to first delta and the gap between deltas through
// `wrangler dev` (api Worker → Generation Durable Object → AI SDK → fake OpenAI) against the same
// fake hit directly, on loopback, as ratios in one run. Writes its section of bench/RESULTS.md.
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { confirmedAccount, startApiDev } from './lib/api-dev.mjs';
import { writeResultsSection } from './lib/results.mjs';
import { apiStream, directStream, gapsOf, quantile } from './lib/streams.mjs';

const CHUNKS = 40;
const DELAY_MS = 15;
const RUNS = 6;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary({ start, times }) {
  const gaps = gapsOf(times);
  return {
    first: times[0] - start,
    gapP50: quantile(gaps, 0.5),
    gapP95: quantile(gaps, 0.95),
    deltas: times.length,
  };
}

const direct = async (fake) => summary(await directStream(fake.url));
const viaApi = async (base, token) => summary(await apiStream(base, token));

const fake = await startFakeOpenAI({
  chunks: Array.from({ length: CHUNKS }, (_, i) => `w${i} `),
  delayMs: DELAY_MS,
});
const api = await startApiDev({ OPENAI_BASE_URL: `${fake.url}/v1` });
try {
  const { base } = api;
  const { accessToken } = await confirmedAccount(api);
  await viaApi(base, accessToken); // warm-up: module load, Durable Object class, D1 files
  await direct(fake);
  const rows = { direct: [], api: [] };
  for (let i = 0; i < RUNS; i += 1) {
    rows.direct.push(await direct(fake));
    rows.api.push(await viaApi(base, accessToken));
  }
  const pick = (list, key) => median(list.map((r) => r[key]));
  const fig = (key) => ({ direct: pick(rows.direct, key), api: pick(rows.api, key) });
  const first = fig('first');
  const gap = fig('gapP50');
  const gap95 = fig('gapP95');
  const ratio = (f) => (f.api / f.direct).toFixed(2);
  const ms = (n) => n.toFixed(1);
  const table = [
    '| Measure (median of runs) | fake direct | through api | ratio api/direct |',
    '|---|---|---|---|',
    `| time to first delta, ms | ${ms(first.direct)} | ${ms(first.api)} | ${ratio(first)} |`,
    `| gap between deltas p50, ms | ${ms(gap.direct)} | ${ms(gap.api)} | ${ratio(gap)} |`,
    `| gap between deltas p95, ms | ${ms(gap95.direct)} | ${ms(gap95.api)} | ${ratio(gap95)} |`,
  ].join('\n');
  console.log(table);
  const section = [
    '<!-- api-stream:start -->',
    '## api-stream: streaming overhead of the api (issue 5)',
    '',
    `\`npm run bench -- api-stream\` — ${RUNS} runs, ${CHUNKS} deltas ${DELAY_MS} ms apart from the fake`,
    'OpenAI server; through `wrangler dev --local` (Worker → Generation Durable Object → AI SDK → fake)',
    `vs. the fake directly, loopback. Recorded ${new Date().toISOString().slice(0, 10)}.`,
    '',
    table,
    '',
    'The first delta waits for what the api does before the provider is asked, by design: the',
    'session check, the billing hold and saving the chat, question and `streaming` answer in D1;',
    'after that, deltas pass through at the provider’s pace.',
    '<!-- api-stream:end -->',
  ].join('\n');
  writeResultsSection('api-stream', section);
} finally {
  api.stop();
  await fake.close();
}
