import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startEverything } from '../../api/test/mcp-everything';
// @ts-expect-error plain ESM helper shared with `npm start`
import { seed } from '../../scripts/lib/seed.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureDevVars, freePort, migrate, startWorkers } from '../../scripts/lib/workers.mjs';
import {
  startFakeDeepgram,
  startFakeMidjourney,
  startFakeOAuth,
  startFakeOpenAI,
  startFakeYandexTts,
  startFakeYooKassa,
} from '../fakes/index.mjs';
import { startFakeMcpApp } from '../fakes/mcp-app.mjs';
import { startFakeMcpOAuth } from '../fakes/mcp-oauth.mjs';
import { startPyodideIndex } from './pyodide-index';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    /** The folder of this run's local D1 (read the api's email outbox with wrangler). */
    persistTo: string;
    /** The fake OpenAI wire server the api's gpt models talk to (script it with fake: directives). */
    fakeOpenAIUrl: string;
    /** The MCP reference server (server-everything, Streamable HTTP) a person may add. */
    mcpUrl: string;
    /** An OAuth-protected MCP server (tests/fakes/mcp-oauth.mjs) whose authorize page approves at once. */
    mcpOAuthUrl: string;
    /** A server whose tool has an MCP App view (tests/fakes/mcp-app.mjs). */
    mcpAppUrl: string;
    /** The sign-in providers' fake (tests/fakes/oauth.mjs): `POST /__fake/identity` picks who signs in. */
    fakeOAuthUrl: string;
    /** The Python package index the sandbox's PYODIDE_INDEX_URL names (./pyodide-index.ts). */
    pyodideIndexUrl: string;
  }
}

/**
 * Both Workers in workerd on free ports, with a D1 database of their own in a temporary
 * folder, for every browser test; stopped and removed afterwards.
 */
export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), 'beseda-e2e-'));
  ensureDevVars();
  await migrate({ persistTo });
  // The demo promo code, as `npm start` seeds it (tests sign up with it).
  await seed({ persistTo });
  const fakeOpenAI = await startFakeOpenAI({ delayMs: 5 });
  const mcp = await startEverything('streamableHttp');
  const mcpOAuth = await startFakeMcpOAuth();
  const mcpApp = await startFakeMcpApp();
  const fakeMidjourney = await startFakeMidjourney({ apiSecret: 'e2e-mj-secret' });
  const fakeDeepgram = await startFakeDeepgram({ apiKey: 'e2e-deepgram-key' });
  const fakeYandexTts = await startFakeYandexTts({ apiKey: 'e2e-yandex-key' });
  // Top-ups: the checkout page's "Pay" notifies the api as YooKassa would.
  const fakeYooKassa = await startFakeYooKassa({
    shopId: 'e2e-shop',
    secretKey: 'e2e-yookassa-key',
  });
  // Yandex ID, VK ID and Google sign-in: every provider on, pointed at one fake.
  const fakeOAuth = await startFakeOAuth();
  // The code interpreter's package index (decision 172): one tiny wheel, no network beyond it.
  const pyodideIndex = await startPyodideIndex();
  // The Workers' ports are picked after the fakes have bound theirs, so none can take them.
  const [webPort, apiPort] = [await freePort(), await freePort()];
  fakeYooKassa.setNotificationUrl(`http://127.0.0.1:${apiPort}/v1/payments/yookassa/notifications`);
  const workers = await startWorkers({
    webPort,
    apiPort,
    persistTo,
    quiet: true,
    // The code interpreter's run limit, short enough for its infinite-loop test (decision 156).
    sandboxVars: { PYTHON_RUN_TIMEOUT_MS: '4000', PYODIDE_INDEX_URL: pyodideIndex.url },
    // gpt:* through the OpenAI adapter, local:* through the OpenAI-compatible one.
    apiVars: {
      OPENAI_BASE_URL: `${fakeOpenAI.url}/v1`,
      OPENAI_API_KEY: 'test',
      OPENAI_COMPATIBLE_BASE_URL: `${fakeOpenAI.url}/v1`,
      // deepseek-r1: a reasoning model streaming `reasoning_content` (decision 154).
      OPENAI_COMPATIBLE_MODELS: 'llama,deepseek-r1,tiny',
      OPENAI_COMPATIBLE_REASONING_MODELS: 'deepseek-r1',
      // tiny: a window a few turns overflow, summarized by the cheap model (decision 169).
      OPENAI_COMPATIBLE_CONTEXT_WINDOWS: 'tiny=1500',
      SUMMARY_MODEL: 'gpt:gpt-mini',
      // The Midjourney studio through the midjourney-proxy fake; tasks advance per poll.
      MIDJOURNEY_BASE_URL: `${fakeMidjourney.url}/mj`,
      MIDJOURNEY_API_SECRET: 'e2e-mj-secret',
      MIDJOURNEY_POLL_MS: '150',
      // Voice: dictation through the Deepgram fake, read aloud through the Yandex TTS fake.
      DEEPGRAM_BASE_URL: fakeDeepgram.url,
      DEEPGRAM_API_KEY: 'e2e-deepgram-key',
      YANDEX_TTS_BASE_URL: fakeYandexTts.url,
      YANDEX_API_KEY: 'e2e-yandex-key',
      YOOKASSA_BASE_URL: `${fakeYooKassa.url}/v3`,
      YOOKASSA_SHOP_ID: 'e2e-shop',
      YOOKASSA_SECRET_KEY: 'e2e-yookassa-key',
      // Local-development values set explicitly, whatever a developer's api/.dev.vars says: the
      // starting balance after email confirmation, and room for every test's sign-ups and sends
      // from one address.
      STARTING_BALANCE_KOPECKS: '50000',
      REGISTRATIONS_PER_ADDRESS: '100000',
      FREE_SENDS_PER_MINUTE: '100000',
      FREE_SENDS_PER_HOUR: '100000',
      PUBLIC_WEB_URL: `http://127.0.0.1:${webPort}`,
      // Support tickets are mailed here (read back from the outbox); every page load of /gen and
      // /service asks for the price list from the same address.
      SUPPORT_EMAIL: 'support@beseda.example',
      PRICES_PER_MINUTE: '100000',
      // MCP servers on this machine (local configuration only), and the key of their headers.
      MCP_ALLOW_LOCAL: 'on',
      MCP_TOKEN_KEY: 'e2e-mcp-token-key-0123456789abcdef',
      ...fakeOAuth.apiVars,
      // The operator console's one operator (tests/e2e/admin-console.e2e.test.ts).
      OPERATOR_EMAILS: 'operator@beseda.example',
    },
  });
  project.provide('webUrl', workers.webUrl);
  project.provide('apiUrl', workers.apiUrl);
  project.provide('persistTo', persistTo);
  project.provide('fakeOpenAIUrl', fakeOpenAI.url);
  project.provide('mcpUrl', mcp.url);
  project.provide('mcpOAuthUrl', mcpOAuth.url);
  project.provide('mcpAppUrl', mcpApp.url);
  project.provide('fakeOAuthUrl', fakeOAuth.url);
  project.provide('pyodideIndexUrl', pyodideIndex.url);
  return async () => {
    await workers.stop();
    await fakeOpenAI.close();
    await mcp.close();
    await mcpOAuth.close();
    await mcpApp.close();
    await fakeMidjourney.close();
    await fakeDeepgram.close();
    await fakeYandexTts.close();
    await fakeYooKassa.close();
    await fakeOAuth.close();
    await pyodideIndex.close();
    rmSync(persistTo, { recursive: true, force: true });
    // A 500 some browser test met says why: the api's unhandled errors, which quiet mode hides.
    const unhandled = stripVTControlCharacters(workers.logs.join(''))
      .split(/\n(?=\S)/)
      .filter((entry: string) => /unhandled api error|failed: SQLite failed/.test(entry))
      .slice(0, 6);
    if (unhandled.length > 0) {
      console.error(`The api's unhandled errors in this run:\n${unhandled.join('\n')}`);
    }
  };
}
