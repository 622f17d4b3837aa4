// `npm run bench -- mcp-tools`: what a tool round trip through the api adds over the MCP server's
// own time (docs/decisions/171-mcp-progress-apps-and-sse-oauth.md). The unmodified
// server-everything (Streamable HTTP) on loopback; its `echo` is called (a) by a plain
// `@ai-sdk/mcp` client in Node doing what the api does for one call — connect (initialize) and
// call; the session's close is not waited for by either — and (b) by an answer through `wrangler dev --local` (Worker → Generation object → tool
// runner), timed from its `tool-call` event to its `tool-result` event as a reader sees them.
// Alternating runs, medians; writes its section of bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { createMCPClient } from '@ai-sdk/mcp';
import { startFakeOpenAI } from '../tests/fakes/index.mjs';
import { confirmedAccount, freePort, startApiDev } from './lib/api-dev.mjs';
import { writeResultsSection } from './lib/results.mjs';

const RUNS = 61;
const TARGET_MS = 15;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startEverything() {
  const entry = createRequire(import.meta.url).resolve(
    '@modelcontextprotocol/server-everything/dist/index.js',
  );
  const port = await freePort();
  const child = spawn(process.execPath, [entry, 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let said = '';
    child.stderr.on('data', (chunk) => {
      said += chunk;
      if (/listening on port|running on port/i.test(said)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server-everything exited ${code}: ${said}`)));
  });
  return { url: `http://127.0.0.1:${port}/mcp`, close: () => child.kill() };
}

/** One call as the api makes it: a new session and the call (closing it is not waited for). */
async function direct(url) {
  const start = performance.now();
  const client = await createMCPClient({ transport: { type: 'http', url }, clientName: 'bench' });
  const result = await client.callTool({ name: 'echo', arguments: { message: 'bench' } });
  const ms = performance.now() - start;
  await client.close();
  if (result.isError) throw new Error('echo failed');
  return ms;
}

const hex = (text) => Buffer.from(text, 'utf8').toString('hex');
const question = `Use the tool fake:tool=echo fake:args=${hex(JSON.stringify({ message: 'bench' }))}`;

/** An answer that calls `echo`: the time between its tool-call and tool-result events. */
async function viaApi(base, token) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: question }]));
  form.set('requestId', crypto.randomUUID());
  const res = await fetch(`${base}/v1/openai/gpt/gpt-mini?timestamp=${Date.now()}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, 'X-Stream': 'true' },
  });
  if (!res.ok) throw new Error(`api answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  const seen = {};
  let text = '';
  for await (const chunk of res.body) {
    const now = performance.now();
    text += decoder.decode(chunk, { stream: true });
    for (const name of ['tool-call', 'tool-result']) {
      if (seen[name] === undefined && text.includes(`event: ${name}\n`)) seen[name] = now;
    }
  }
  if (!text.includes('"output":"Echo: bench"')) throw new Error(`no echo result:\n${text}`);
  return seen['tool-result'] - seen['tool-call'];
}

const mcp = await startEverything();
const fake = await startFakeOpenAI();
const api = await startApiDev({
  OPENAI_BASE_URL: `${fake.url}/v1`,
  MCP_ALLOW_LOCAL: 'on',
  MCP_TOKEN_KEY: 'bench-only-mcp-token-key-0123456789abcdef',
});
try {
  const { base } = api;
  const { accessToken } = await confirmedAccount(api);
  const headers = { Authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const added = await fetch(`${base}/v1/mcp/servers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Everything', url: mcp.url }),
  });
  if (added.status !== 201) throw new Error(`adding the server answered ${added.status}`);
  const { server } = await added.json();
  await fetch(`${base}/v1/mcp/servers/${server.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ approval: 'never' }),
  });
  // Warm-up: module load, the Generation object, D1 files, the server's own first call.
  await viaApi(base, accessToken);
  await direct(mcp.url);
  const rows = { direct: [], api: [] };
  for (let i = 0; i < RUNS; i += 1) {
    rows.direct.push(await direct(mcp.url));
    rows.api.push(await viaApi(base, accessToken));
  }
  const own = median(rows.direct);
  const through = median(rows.api);
  const added_ = through - own;
  const ms = (n) => n.toFixed(1);
  const table = [
    '| Measure (median of runs) | ms |',
    '|---|---|',
    `| server's own time: connect and \`echo\` from a plain client | ${ms(own)} |`,
    `| through the api: \`tool-call\` to \`tool-result\` event | ${ms(through)} |`,
    `| added by the api (target ≤ ${TARGET_MS} ms) | ${ms(added_)} |`,
  ].join('\n');
  console.log(table);
  writeResultsSection(
    'mcp-tools',
    [
      '<!-- mcp-tools:start -->',
      '## mcp-tools: what a tool round trip through the api adds',
      '',
      `\`npm run bench -- mcp-tools\` — ${RUNS} alternating runs against the unmodified`,
      'server-everything (Streamable HTTP, loopback): its `echo` called by a plain `@ai-sdk/mcp`',
      'client in Node doing what the api does per call (a new session: initialize, then the call;',
      'neither waits for the close), and by an answer through `wrangler dev --local` with the server set to run without',
      `asking, timed between the events a reader receives. Recorded ${new Date().toISOString().slice(0, 10)}.`,
      '',
      table,
      '',
      'What the api adds: finding the server in D1, opening its sealed headers and OAuth, the',
      'address check of the guarded fetch, workerd’s outbound fetch, and writing the events.',
      "Before the result stopped waiting for the session's close, that close (a DELETE to the",
      'server) came on top. Times on this shared 2-core machine move by tens of ms between runs',
      `(load average ${loadavg()[0].toFixed(1)} at the end of this one); read the difference of medians against that.`,
      'Decision: docs/decisions/171-mcp-progress-apps-and-sse-oauth.md.',
      '<!-- mcp-tools:end -->',
    ].join('\n'),
  );
  if (added_ > TARGET_MS) process.exitCode = 1;
} finally {
  api.stop();
  await fake.close();
  mcp.close();
}
