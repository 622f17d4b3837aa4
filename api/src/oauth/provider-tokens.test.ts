import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { headersOf, providerCallbackBody, signInWithProvider } from '../../test/account-helpers';
import { api, json, registerUser } from '../../test/helpers';

/**
 * Advisory class "OAuth tokens returned by a user endpoint" (Open WebUI CVE-2026-54023, security round 3):
 * the api exchanges a provider's code for its tokens only to read the profile; no answer a user
 * gets carries them. (MCP servers' OAuth tokens: src/mcp/oauth.test.ts, "Tokens never leave the
 * api, and are sealed at rest".)
 */
describe('a sign-in provider’s tokens', { timeout: 30_000 }, () => {
  it('never reach the user: not in the sign-in, the link, the profile, the sessions or the export', async () => {
    const answers: string[] = [];
    const read = async (path: string, headers: Record<string, string>) => {
      const res = await api(path, { headers });
      expect(res.status, path).toBe(200);
      answers.push(await res.text());
    };
    const everything = async (headers: Record<string, string>) => {
      for (const path of [
        '/v1/auth/session',
        '/v1/user',
        '/v1/user/oauth',
        '/v1/user/sessions',
        '/v1/user/export',
      ]) {
        await read(path, headers);
      }
    };
    for (const provider of ['yandex', 'vk', 'google'] as const) {
      const identity = {
        sub: `${provider}-${crypto.randomUUID()}`,
        email: `${provider}-${crypto.randomUUID()}@example.com`,
      };
      const signedIn = await signInWithProvider(provider, identity);
      answers.push(await signedIn.clone().text());
      await everything(await headersOf(signedIn));
    }
    const user = await registerUser();
    const body = await providerCallbackBody('google', {
      sub: `google-${crypto.randomUUID()}`,
      email: user.email,
      emailVerified: true,
    });
    const linked = await api('/v1/user/oauth/google', json('POST', body, user.headers));
    expect(linked.status).toBe(201);
    answers.push(await linked.text());
    await everything(user.headers);

    const { issued } = (await (
      await fetch(`${env.FAKE_OAUTH_URL}/__fake/issued-tokens`)
    ).json()) as { issued: string[] };
    expect(issued.length).toBeGreaterThanOrEqual(4);
    const all = answers.join('\n');
    for (const token of issued) expect(all).not.toContain(token);
    expect(all).not.toMatch(/access_token|refresh_token|id_token/);
  });
});
