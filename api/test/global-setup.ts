import type { TestProject } from 'vitest/node';
import {
  startFakeAnthropic,
  startFakeDeepgram,
  startFakeGemini,
  startFakeMidjourney,
  startFakeOAuth,
  startFakeOpenAI,
  startFakeYandexTts,
  startFakeYooKassa,
} from '../../tests/fakes/index.mjs';
import { startFakeMcpApp } from '../../tests/fakes/mcp-app.mjs';
import { startFakeMcpOAuth } from '../../tests/fakes/mcp-oauth.mjs';
import { startEverything } from './mcp-everything';

declare module 'vitest' {
  interface ProvidedContext {
    openaiUrl: string;
    geminiUrl: string;
    anthropicUrl: string;
    midjourneyUrl: string;
    deepgramUrl: string;
    yandexTtsUrl: string;
    yookassaUrl: string;
    mcpUrl: string;
    mcpSseUrl: string;
    mcpOAuthUrl: string;
    mcpOAuthRoot: string;
    mcpOAuthSseUrl: string;
    mcpAppUrl: string;
    oauthUrl: string;
  }
}

// Runs in Node before the workerd tests: the provider wire fakes the adapters are pointed at.
export default async function setup(project: TestProject) {
  const fakes = await Promise.all([
    startFakeOpenAI(),
    startFakeGemini(),
    startFakeAnthropic(),
    startFakeMidjourney({ apiSecret: 'test-only-mj-secret' }),
  ]);
  const [openai, gemini, anthropic, midjourney] = fakes;
  project.provide('openaiUrl', openai.url);
  project.provide('geminiUrl', gemini.url);
  project.provide('anthropicUrl', anthropic.url);
  project.provide('midjourneyUrl', midjourney.url);
  const voice = await Promise.all([
    startFakeDeepgram({ apiKey: 'test-only-deepgram-key' }),
    startFakeYandexTts({ apiKey: 'test-only-yandex-key' }),
  ]);
  project.provide('deepgramUrl', voice[0].url);
  project.provide('yandexTtsUrl', voice[1].url);
  // Notifications are posted by the tests themselves: workerd is not reachable from here.
  const yookassa = await startFakeYooKassa({ shopId: 'test-shop', secretKey: 'test_secret' });
  project.provide('yookassaUrl', yookassa.url);
  // The MCP reference server, unmodified, over both of its HTTP transports.
  const mcp = await Promise.all([startEverything('streamableHttp'), startEverything('sse')]);
  project.provide('mcpUrl', mcp[0].url);
  project.provide('mcpSseUrl', mcp[1].url);
  // An OAuth-protected MCP server from the SDK's own server pieces (decision 168).
  const mcpOAuth = await startFakeMcpOAuth();
  project.provide('mcpOAuthUrl', mcpOAuth.url);
  project.provide('mcpOAuthRoot', mcpOAuth.root);
  project.provide('mcpOAuthSseUrl', mcpOAuth.sseUrl);
  // A server whose tool has an MCP App view (decision 171).
  const mcpApp = await startFakeMcpApp();
  project.provide('mcpAppUrl', mcpApp.url);
  // Yandex ID, VK ID and Google sign-in (src/oauth), with its default test clients.
  const oauth = await startFakeOAuth();
  project.provide('oauthUrl', oauth.url);
  return async () => {
    await Promise.all(
      [...fakes, ...voice, yookassa, ...mcp, mcpOAuth, mcpApp, oauth].map((fake) => fake.close()),
    );
  };
}
