import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { personOf } from '../person/person-of';

interface ServerJson {
  id: string;
  status: string;
  transport?: string;
  authorizeUrl?: string;
  tools: { name: string }[];
}
interface Counts {
  registrations: number;
  authorizations: number;
  codeExchanges: number;
  refreshes: number;
}

/** One of the person's MCP servers as stored in their object (a new person's servers live there). */
const storedServer = (user: RegisteredUser, id: string) =>
  runInDurableObject(personOf(env, user.user.id), (_, state) =>
    state.storage.sql
      .exec<{ oauth_sealed: string | null; status: string }>(
        'SELECT oauth_sealed, status FROM mcp_servers WHERE id = ?1',
        id,
      )
      .toArray()
      .at(0),
  );

const counts = async () =>
  (await (await fetch(`${env.FAKE_MCP_OAUTH_URL}/__fake/counts`)).json()) as Counts;

async function addProtected(user: RegisteredUser, url = env.MCP_OAUTH_URL) {
  const res = await api('/v1/mcp/servers', json('POST', { name: 'Protected', url }, user.headers));
  expect(res.status).toBe(201);
  return ((await res.json()) as { server: ServerJson }).server;
}

/** What the person's browser does: opens the authorize URL; the fake approves and sends back. */
async function authorize(authorizeUrl: string) {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  expect(back.pathname).toBe('/mcp/oauth/callback');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

const complete = (user: RegisteredUser, body: { code: string; state: string }) =>
  api('/v1/mcp/oauth/callback', json('POST', body, user.headers));

/** An answer that calls the protected server's `whoami` directly and returns its result. */
async function whoami(user: RegisteredUser, serverId: string) {
  const events = await readEvents(
    await send(user.headers, { question: 'Use the tool fake:tool=whoami', tools: [serverId] }),
  );
  return dataOf<{ output: string; isError: boolean }>(
    events.find((e) => e.event === 'tool-result'),
  );
}

// Several OAuth round trips and two accounts per test: more than the default 5 s on a busy machine.
describe('OAuth for protected MCP servers', { timeout: 20_000 }, () => {
  it('waits for the person, connects after the callback, and its tools run', async () => {
    const user = await registerUser();
    const before = await counts();
    const server = await addProtected(user);
    expect(server).toMatchObject({ status: 'needs_auth', tools: [] });
    const authorizeUrl = new URL(server.authorizeUrl ?? '');
    // Discovered from the server's metadata, registered dynamically, with PKCE S256.
    expect(authorizeUrl.pathname).toBe('/authorize');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('client_id')).toBeTruthy();
    expect((await counts()).registrations).toBe(before.registrations + 1);
    // Listed with the URL until completed.
    const listed = (await (await api('/v1/mcp/servers', { headers: user.headers })).json()) as {
      servers: ServerJson[];
    };
    expect(listed.servers[0]).toMatchObject({
      status: 'needs_auth',
      authorizeUrl: server.authorizeUrl,
    });

    const callback = await authorize(authorizeUrl.href);
    // Someone else cannot complete it with the same code and state.
    const stranger = await registerUser();
    const stolen = await complete(stranger, callback);
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ code: 'mcp_oauth_failed' });

    const done = await complete(user, callback);
    expect(done.status).toBe(200);
    const { server: connected } = (await done.json()) as { server: ServerJson };
    expect(connected.status).toBe('connected');
    expect(connected).not.toHaveProperty('authorizeUrl');
    expect(connected.tools.map((t) => t.name).sort()).toEqual(['echo', 'whoami']);
    // The state worked once.
    expect((await complete(user, callback)).status).toBe(400);

    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, user.headers));
    const result = await whoami(user, server.id);
    expect(result.isError).toBe(false);
    expect(result.output).toMatch(/^Signed in as /);

    // Tokens never leave the api, and are sealed at rest.
    const text = await (await api('/v1/mcp/servers', { headers: user.headers })).text();
    expect(text).not.toMatch(/access_token|refresh_token|code_verifier|client_id|[Tt]oken"/);
    const sealed = (await storedServer(user, server.id))?.oauth_sealed;
    expect(sealed).toBeTruthy();
    expect(sealed).not.toMatch(/access_token|refresh_token/);
  });

  it('refreshes an expired access token, and deletes the tokens with the server', async () => {
    const user = await registerUser();
    const server = await addProtected(user);
    expect((await complete(user, await authorize(server.authorizeUrl ?? ''))).status).toBe(200);
    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, user.headers));
    const sealedBefore = (await storedServer(user, server.id))?.oauth_sealed;
    expect(sealedBefore).toBeTruthy();
    await fetch(`${env.FAKE_MCP_OAUTH_URL}/__fake/expire-tokens`, { method: 'POST' });
    const refreshes = (await counts()).refreshes;
    const result = await whoami(user, server.id);
    expect(result).toMatchObject({ isError: false });
    expect(result.output).toMatch(/^Signed in as /);
    expect((await counts()).refreshes).toBe(refreshes + 1);
    // The new tokens were stored (sealed again), so the next call needs no refresh.
    const row = await storedServer(user, server.id);
    expect(row?.status).toBe('connected');
    expect(row?.oauth_sealed).not.toBe(sealedBefore);
    expect((await whoami(user, server.id)).isError).toBe(false);
    expect((await counts()).refreshes).toBe(refreshes + 1);

    const deleted = await api(`/v1/mcp/servers/${server.id}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(deleted.status).toBe(204);
    expect(await storedServer(user, server.id)).toBeUndefined();
  });

  it('after its move into the person’s object, a refreshed token is stored there, not in D1', async () => {
    const user = await registerUser({ inD1: true });
    const server = await addProtected(user);
    expect((await complete(user, await authorize(server.authorizeUrl ?? ''))).status).toBe(200);
    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, user.headers));
    const moved = await api(
      '/internal/storage-moves',
      json(
        'POST',
        { userIds: [user.user.id], parts: ['mcp_servers'] },
        { Authorization: 'Bearer test-only-storage-move-token' },
      ),
    );
    expect(await moved.json()).toMatchObject({ moves: [{ outcome: 'moved', rows: 1 }] });
    const sealedOf = () =>
      runInDurableObject(personOf(env, user.user.id), (_, state) =>
        state.storage.sql
          .exec<{ sealed: string }>('SELECT oauth_sealed AS sealed FROM mcp_servers')
          .one(),
      );
    const before = await sealedOf();
    const inD1 = () =>
      env.DB.prepare('SELECT oauth_sealed FROM mcp_servers WHERE id = ?1')
        .bind(server.id)
        .first<string>('oauth_sealed');
    const d1Before = await inD1();
    await fetch(`${env.FAKE_MCP_OAUTH_URL}/__fake/expire-tokens`, { method: 'POST' });
    const result = await whoami(user, server.id);
    expect(result).toMatchObject({ isError: false });
    expect((await sealedOf()).sealed).not.toBe(before.sealed);
    expect(await inD1()).toBe(d1Before);
    expect((await whoami(user, server.id)).isError).toBe(false);
  });

  it('a protected server that speaks only the legacy SSE transport: authorizes, falls back, calls', async () => {
    const user = await registerUser();
    const server = await addProtected(user, env.MCP_OAUTH_SSE_URL);
    expect(server).toMatchObject({ status: 'needs_auth', tools: [] });
    const authorizeUrl = new URL(server.authorizeUrl ?? '');
    expect(authorizeUrl.pathname).toBe('/authorize');
    // The token is for the SSE endpoint, the resource its metadata names.
    expect(authorizeUrl.searchParams.get('resource')).toBe(env.MCP_OAUTH_SSE_URL);
    const done = await complete(user, await authorize(authorizeUrl.href));
    expect(done.status).toBe(200);
    const { server: connected } = (await done.json()) as { server: ServerJson };
    expect(connected).toMatchObject({ status: 'connected', transport: 'sse' });
    expect(connected.tools.map((t) => t.name).sort()).toEqual(['echo', 'whoami']);

    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, user.headers));
    const result = await whoami(user, server.id);
    expect(result.isError).toBe(false);
    expect(result.output).toMatch(/^Signed in as /);
    // An expired token is refreshed over the SSE transport too.
    await fetch(`${env.FAKE_MCP_OAUTH_URL}/__fake/expire-tokens`, { method: 'POST' });
    const refreshes = (await counts()).refreshes;
    expect((await whoami(user, server.id)).isError).toBe(false);
    expect((await counts()).refreshes).toBe(refreshes + 1);
  });

  it('refuses a server whose protected-resource metadata names another resource (RFC 8707/9728)', async () => {
    const user = await registerUser();
    const before = await counts();
    const res = await api(
      '/v1/mcp/servers',
      json('POST', { name: 'Mismatch', url: `${env.FAKE_MCP_OAUTH_URL}/mismatch` }, user.headers),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'mcp_unreachable' });
    // Refused before its authorization server was asked for anything.
    const after = await counts();
    expect(after.registrations).toBe(before.registrations);
    expect(after.authorizations).toBe(before.authorizations);
  });

  it('shows and gives the model a tool’s description without its hidden text', async () => {
    const user = await registerUser();
    const server = await addProtected(user);
    const done = await complete(user, await authorize(server.authorizeUrl ?? ''));
    const { server: connected } = (await done.json()) as {
      server: { tools: { name: string; description: string }[] };
    };
    const echo = connected.tools.find((tool) => tool.name === 'echo');
    expect(echo?.description).toBe('Echoes the message');
    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, user.headers));
    const marker = crypto.randomUUID();
    await readEvents(
      await send(user.headers, {
        question: `Use the tool fake:tool=whoami ${marker}`,
        tools: [server.id],
      }),
    );
    type FakeRequest = {
      body?: { messages?: unknown; tools?: { function?: { description?: string } }[] };
    };
    const requests = (await (
      await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)
    ).json()) as FakeRequest[];
    const mine = requests.find((r) => JSON.stringify(r.body?.messages ?? '').includes(marker));
    const given = (mine?.body?.tools ?? []).map((tool) => tool.function?.description ?? '');
    expect(given).toContain('Echoes the message');
    expect(given.join('')).not.toMatch(/[\u200b\u{e0000}-\u{e007f}]/u);
  });
});
