// Knowledge bases (docs/decisions/163-knowledge-bases.md) on `wrangler dev --local` with the
// documents Worker and the OpenAI fake (embeddings and answers):
// - ingest: a 300-page PDF uploaded, read page by page, chunked and embedded, in pages per second;
// - retrieval: a base of 10,000 passages, asked 31 questions with `knowledge=`: retrieval's own
//   time as the send route tells it (`Server-Timing`: the question's embedding, then the base's
//   BM25 + vector ranking fused), the time to `event: citations`, and the brute-force vector
//   ranking alone in Node for comparison.
// Writes its section of bench/RESULTS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nearestRows } from '../api/src/knowledge/vector-rank.ts';
import { pdfWithText } from '../api/test/document-builders.ts';
import { ensureDevVars, freePort, migrate, startApi } from '../scripts/lib/workers.mjs';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { confirmedAccount } from './lib/api-dev.mjs';
import { writeResultsSection } from './lib/results.mjs';

const PAGES = 300;
const DOCUMENTS = 20;
const SECTIONS = 500; // 20 × 500 = 10,000 passages: every heading starts one
const RUNS = 31;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let state = 7;
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};
const words =
  'policy leave salary travel laptop phone badge office parking canteen review release incident security password contract insurance bonus course meeting report budget invoice client project deadline manager engineer design server backup network printer holiday schedule training mentor expense hotel flight train taxi receipt approval audit'.split(
    ' ',
  );
const sentence = (length) =>
  `${Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(' ')}.`;

const fake = await startFakeOpenAI({ chunks: ['ok'] });
ensureDevVars();
const persistTo = mkdtempSync(join(tmpdir(), 'beseda-knowledge-bench-'));
await migrate({ persistTo });
const apiPort = await freePort();
const api = await startApi({
  apiPort,
  persistTo,
  quiet: true,
  apiVars: { OPENAI_BASE_URL: `${fake.url}/v1` },
});
const base = api.apiUrl;
try {
  const { accessToken } = await confirmedAccount({ base, persist: persistTo }, 'knowledge');
  const headers = { Authorization: `Bearer ${accessToken}` };
  const call = async (path, init = {}) => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { ...headers, ...init.headers },
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const makeBase = (name) =>
    call('/v1/knowledge', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  const upload = (baseId, name, body) => {
    const form = new FormData();
    form.set('file', new File([body], name));
    return call(`/v1/knowledge/${baseId}/documents`, { method: 'POST', body: form });
  };
  const settled = async (baseId) => {
    for (;;) {
      const { documents } = await call(`/v1/knowledge/${baseId}/documents`);
      if (!documents.some((doc) => doc.status === 'processing')) return documents;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  // Ingest: a 300-page PDF of ~1,500 characters a page.
  const pdfBase = await makeBase('PDF');
  const pages = Array.from({ length: PAGES }, () =>
    Array.from({ length: 12 }, () => sentence(16)).join('\n'),
  );
  const pdf = pdfWithText(pages);
  const ingestStart = performance.now();
  await upload(pdfBase.id, 'book.pdf', pdf);
  const [book] = await settled(pdfBase.id);
  const ingestSeconds = (performance.now() - ingestStart) / 1000;
  if (book.status !== 'ready') throw new Error(`the PDF was not read: ${JSON.stringify(book)}`);

  // Retrieval: 10,000 passages in one base.
  const bigBase = await makeBase('10k');
  const fillStart = performance.now();
  for (let d = 0; d < DOCUMENTS; d++) {
    const markdown = Array.from(
      { length: SECTIONS },
      (_, s) => `# Topic ${d}-${s}\n\n${sentence(20)} ${sentence(20)}`,
    ).join('\n\n');
    await upload(bigBase.id, `doc-${d}.md`, markdown);
  }
  const documents = await settled(bigBase.id);
  const fillSeconds = (performance.now() - fillStart) / 1000;
  const chunks = documents.reduce((sum, doc) => sum + doc.chunks, 0);
  if (chunks !== DOCUMENTS * SECTIONS) throw new Error(`expected 10,000 passages, got ${chunks}`);

  const toCitations = async (question) => {
    const form = new FormData();
    form.set('messages', JSON.stringify([{ role: 'user', content: question }]));
    form.set('requestId', crypto.randomUUID());
    const start = performance.now();
    const res = await fetch(`${base}/v1/openai/gpt/gpt-mini?knowledge=${bigBase.id}`, {
      method: 'POST',
      body: form,
      headers: { ...headers, 'X-Stream': 'true' },
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: citations')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`no citations: ${text.slice(0, 300)}`);
      text += decoder.decode(value, { stream: true });
    }
    const ms = performance.now() - start;
    await reader.cancel();
    const timing = Object.fromEntries(
      (res.headers.get('server-timing') ?? '')
        .split(',')
        .map((entry) => /(\w+);dur=([\d.]+)/.exec(entry))
        .filter(Boolean)
        .map((match) => [match[1], Number(match[2])]),
    );
    return { ms, embed: timing.embed, search: timing.search };
  };
  await toCitations('warm up the base'); // loads the vectors into the object's memory
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await toCitations(`${sentence(8)}?`));
  const times = runs.map((run) => run.ms);
  const retrieval = runs.map((run) => run.embed + run.search);
  const searches = runs.map((run) => run.search);

  // The vector ranking alone: 10,000 × 512 unit vectors, brute force, in this Node.
  const dims = 512;
  const matrix = new Float32Array(10_000 * dims).map(() => random() - 0.5);
  const query = new Float32Array(dims).map(() => random() - 0.5);
  const vectorTimes = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    nearestRows(matrix, dims, query, 50);
    vectorTimes.push(performance.now() - start);
  }

  const f = (ms) => ms.toFixed(1);
  const section = `<!-- knowledge:start -->
## Knowledge bases (\`npm run bench knowledge\`)

Local \`wrangler dev\` with the documents Worker, embeddings from the OpenAI wire fake (512
dimensions), on a shared 2-core machine (other sessions building and testing beside it: load
average about 5 in the recorded run, and four times these figures at a load of 20); medians of ${RUNS}.

| Measure | Figure |
|---|---|
| Ingest: ${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KiB), upload to \`ready\` | ${ingestSeconds.toFixed(1)} s — **${(PAGES / ingestSeconds).toFixed(1)} pages/s**, ${book.chunks} passages |
| Filling a base with ${chunks.toLocaleString('en')} passages (${DOCUMENTS} Markdown files) | ${fillSeconds.toFixed(1)} s |
| Retrieval over ${chunks.toLocaleString('en')} passages (question embedded through the fake + BM25 and vectors fused in the base's object), \`Server-Timing\` | **${f(median(retrieval))} ms** median (min ${f(Math.min(...retrieval))}, max ${f(Math.max(...retrieval))}) |
| … of which the base's ranking (RPC to its object, FTS5 + vectors + fusion, document names) | ${f(median(searches))} ms median |
| Whole send with \`knowledge=\` → \`event: citations\` (also the hold and records of the answer) | ${f(median(times))} ms median |
| Vector ranking alone (10,000 × 512, brute force, Node) | ${f(median(vectorTimes))} ms median |

Retrieval quality (\`api/src/knowledge/quality/retrieval-quality.test.ts\`: 30 documents, 60
questions, the OpenAI fake's hashed bag-of-words vectors): recall@5 keyword 1.00, vector 1.00,
hybrid 1.00 (goal ≥ 0.9); recall@1 keyword 0.95, vector 0.95, hybrid 0.95. The 10,000 passages are drawn from a
60-word vocabulary, so every question word is in nearly every passage: BM25 scores all of them,
the keyword half's worst case.
<!-- knowledge:end -->`;
  console.log(section);
  writeResultsSection('knowledge', section);
} finally {
  await api.stop();
  await fake.close();
  rmSync(persistTo, { recursive: true, force: true });
}
