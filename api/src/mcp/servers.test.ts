import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { personOf } from '../person/person-of';

interface ServerJson {
  id: string;
  name: string;
  url: string;
  transport: string;
  scope: string;
  status: string;
  tools: { name: string; description: string }[];
  enabled: boolean;
  approval: string;
}

/** Runs `read` on the person's object's SQLite, where a new person's servers are stored. */
const inObjectOf = <T>(userId: string, read: (sql: SqlStorage) => T) =>
  runInDurableObject(personOf(env, userId), (_, state) => read(state.storage.sql));

/** How many servers the person's object stores. */
const storedCount = (userId: string) =>
  inObjectOf(
    userId,
    (sql) => sql.exec<{ n: number }>('SELECT count(*) AS n FROM mcp_servers').one().n,
  );

/** `POST /v1/mcp/servers`, answered in Russian. */
const add = (headers: Record<string, string>, body: unknown) =>
  api('/v1/mcp/servers', json('POST', body, { ...headers, 'X-Ad-Locale': 'ru' }));

describe('MCP servers', () => {
  it('adds server-everything over Streamable HTTP, lists its tools, never answers the headers', async () => {
    const { headers, user } = await registerUser();
    const res = await add(headers, {
      name: 'Everything',
      url: env.MCP_URL,
      headers: { Authorization: 'Bearer very-secret-token' },
    });
    expect(res.status).toBe(201);
    const { server } = (await res.json()) as { server: ServerJson };
    expect(server).toMatchObject({
      name: 'Everything',
      transport: 'http',
      scope: 'user',
      status: 'connected',
      enabled: true,
      approval: 'always',
    });
    const names = server.tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['echo', 'get-sum']));
    const list = await api('/v1/mcp/servers', { headers });
    const text = await list.text();
    expect(text).not.toContain('very-secret-token');
    expect((JSON.parse(text) as { servers: ServerJson[] }).servers.map((s) => s.id)).toEqual([
      server.id,
    ]);
    // At rest the headers are sealed, not plain.
    const row = await inObjectOf(user.id, (sql) =>
      sql
        .exec<{ sealed: string | null }>(
          'SELECT headers_sealed AS sealed FROM mcp_servers WHERE id = ?1',
          server.id,
        )
        .one(),
    ).then((stored) => stored.sealed);
    expect(row).toBeTruthy();
    expect(row).not.toContain('very-secret-token');
  });

  it('falls back to the legacy SSE transport', async () => {
    const { headers } = await registerUser();
    const res = await add(headers, { name: 'Old', url: env.MCP_SSE_URL });
    expect(res.status).toBe(201);
    const { server } = (await res.json()) as { server: ServerJson };
    expect(server.transport).toBe('sse');
    expect(server.tools.map((tool) => tool.name)).toContain('echo');
  });

  it('refuses unsafe addresses and servers that do not answer MCP, storing nothing', async () => {
    const { headers, user } = await registerUser();
    for (const url of [
      'http://example.com/mcp',
      'https://10.0.0.5/mcp',
      'https://192.168.1.1/mcp',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/mcp',
      'https://[::ffff:127.0.0.1]/mcp',
      'https://metadata.google.internal/',
      'https://printer.local/mcp',
      'http://127.0.0.2:9/mcp',
      // Round 3 (security round 3): the root's trailing dot, IPv4 inside IPv6 (NAT64, 6to4, mapped in
      // hex), site-local and discard ranges.
      'https://localhost./mcp',
      'https://metadata.google.internal./',
      'https://instance-data./latest/meta-data',
      'https://[64:ff9b::7f00:1]/mcp',
      'https://[64:ff9b::a9fe:a9fe]/latest/meta-data',
      'https://[2002:7f00:1::]/mcp',
      'https://[2002:a9fe:a9fe::]/latest/meta-data',
      'https://[fec0::1]/mcp',
      'https://[100::1]/mcp',
      'https://[::ffff:7f00:1]/mcp',
      'https://[::ffff:a9fe:a9fe]/latest/meta-data',
      'https://[::ffff:0:a00:1]/mcp',
      'https://[::7f00:1]/mcp',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/mcp',
      // A name whose lookup fails (no such name; or no resolver at all): refused, not tried.
      `https://no-such-host-${crypto.randomUUID()}.example.com/mcp`,
    ]) {
      const res = await add(headers, { name: 'Bad', url });
      expect(res.status, url).toBe(400);
      expect(await res.json(), url).toMatchObject({ code: 'mcp_unsafe_url' });
    }
    // A local address that answers HTTP but not MCP (the OpenAI fake).
    const res = await add(headers, { name: 'Not MCP', url: `${env.FAKE_OPENAI_URL}/nothing` });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('mcp_unreachable');
    expect(body.message).toMatch(/MCP-сервер/);
    expect(await storedCount(user.id)).toBe(0);
  });

  it('updates and deletes; another person gets 404', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const created = await add(owner.headers, { name: 'Mine', url: env.MCP_URL });
    const { server } = (await created.json()) as { server: ServerJson };
    const path = `/v1/mcp/servers/${server.id}`;
    const patch = { name: 'Renamed', enabled: false, approval: 'never' };
    expect((await api(path, json('PATCH', patch, stranger.headers))).status).toBe(404);
    expect((await api(path, { method: 'DELETE', headers: stranger.headers })).status).toBe(404);
    const updated = await api(path, json('PATCH', patch, owner.headers));
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { server: ServerJson }).server).toMatchObject(patch);
    const bad = await api(path, json('PATCH', { approval: 'sometimes' }, owner.headers));
    expect(bad.status).toBe(400);
    expect((await api(path, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    const list = (await (await api('/v1/mcp/servers', { headers: owner.headers })).json()) as {
      servers: ServerJson[];
    };
    expect(list.servers).toEqual([]);
  });

  it('allows 20 servers per person', async () => {
    const { headers, user } = await registerUser();
    const now = new Date().toISOString();
    // Twenty servers, written where a new person's servers live: their object.
    await inObjectOf(user.id, (sql) => {
      for (let i = 0; i < 20; i++) {
        sql.exec(
          `INSERT INTO mcp_servers (id, seq, user_id, scope, name, url, transport, status, tools,
             enabled, approval, created_at, updated_at)
           VALUES (?1, ?2, ?3, 'user', ?4, ?5, 'http', 'connected', '[]', 1, 'always', ?6, ?6)`,
          crypto.randomUUID(),
          i + 1,
          user.id,
          `s${i}`,
          env.MCP_URL,
          now,
        );
      }
    });
    expect(await storedCount(user.id)).toBe(20);
    const res = await add(headers, { name: 'One more', url: env.MCP_URL });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'mcp_server_limit' });
  });

  it('go with the account, sealed headers and all', async () => {
    const me = await registerUser();
    await add(me.headers, { name: 'Mine', url: env.MCP_URL, headers: { 'X-Token': 'secret' } });
    const count = () => storedCount(me.user.id);
    expect(await count()).toBe(1);
    const removed = await api(
      '/v1/user/delete',
      json('POST', { confirmation: me.email, currentPassword: me.password }, me.headers),
    );
    expect(removed.status).toBeLessThan(300);
    expect(await count()).toBe(0);
  });
});
