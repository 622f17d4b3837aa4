import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { joinTeam } from '../../test/team-helpers';
import { personOf } from '../person/person-of';
import { teamOf } from '../team/team-of';

const TOKEN = 'test-only-storage-move-token';
type Headers = Record<string, string>;
interface ServerJson {
  id: string;
  name: string;
  scope: string;
  status: string;
  editable: boolean;
  authorizeUrl?: string;
}
interface Move {
  part: string;
  ownerId: string;
  outcome: string;
  rows?: number;
  rowsCopied?: number;
  error?: string;
}

/** One run of the move through its route, for these people and teams only (files share D1). */
async function runMove(body: {
  userIds?: string[];
  teamIds?: string[];
  parts?: string[];
  pageRows?: number;
  pages?: number;
}) {
  const res = await api(
    '/internal/storage-moves',
    json('POST', body, { Authorization: `Bearer ${TOKEN}` }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { moves: Move[]; remaining: Record<string, number> };
}

const list = async (headers: Headers) => {
  const res = await api('/v1/mcp/servers', { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { servers: ServerJson[] }).servers;
};

async function add(headers: Headers, body: Record<string, unknown>) {
  const res = await api('/v1/mcp/servers', json('POST', body, headers));
  expect(res.status).toBe(201);
  return ((await res.json()) as { server: ServerJson }).server;
}

/** D1's `mcp_servers` rows of a person (their own and those they added for a team). */
const d1Rows = async (user: RegisteredUser) =>
  (
    await env.DB.prepare('SELECT * FROM mcp_servers WHERE user_id = ?1 ORDER BY id')
      .bind(user.user.id)
      .all()
  ).results;

const objectCount = (stub: DurableObjectStub) =>
  runInDurableObject(
    stub,
    (_, state) =>
      state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM mcp_servers').one().n,
  );

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The code and state the protected fake hands back for a waiting sign-in. */
async function signedIn(authorizeUrl: string) {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

// Three accounts, a dozen connections to the local MCP servers and an answer per test: more than
// the default 5 s on a busy machine.
describe('the move of MCP servers into their owners’ objects', { timeout: 60_000 }, () => {
  it('moves a person’s and a team’s servers, which read back the same and are then kept only there', async () => {
    const owner = await registerUser({ name: 'Owner', inD1: true });
    const member = await registerUser({ name: 'Member', inD1: true });
    await joinTeam(owner, member);
    const teamId = owner.user.entityId;
    const own = await add(owner.headers, {
      name: 'Mine',
      url: env.MCP_URL,
      headers: { Authorization: 'Bearer very-secret-token' },
    });
    const shared = await add(owner.headers, {
      name: 'Team tools',
      url: env.MCP_URL,
      scope: 'team',
    });
    const waiting = await add(owner.headers, {
      name: 'Team login',
      url: env.MCP_OAUTH_URL,
      scope: 'team',
    });
    expect(waiting.status).toBe('needs_auth');
    await add(member.headers, { name: 'Member’s', url: env.MCP_SSE_URL });
    const before = { owner: await list(owner.headers), member: await list(member.headers) };
    expect(before.member.map((s) => [s.name, s.editable])).toEqual([
      ['Member’s', true],
      ['Team tools', false],
      ['Team login', false],
    ]);
    const d1Before = { owner: await d1Rows(owner), member: await d1Rows(member) };

    const report = await runMove({ userIds: [owner.user.id, member.user.id], teamIds: [teamId] });
    const servers = report.moves.filter((move) => move.part.endsWith('mcp_servers'));
    expect(servers).toEqual([
      expect.objectContaining({
        part: 'mcp_servers',
        ownerId: owner.user.id,
        outcome: 'moved',
        rows: 1,
      }),
      expect.objectContaining({
        part: 'mcp_servers',
        ownerId: member.user.id,
        outcome: 'moved',
        rows: 1,
      }),
      expect.objectContaining({
        part: 'team:mcp_servers',
        ownerId: teamId,
        outcome: 'moved',
        rows: 2,
      }),
    ]);
    expect(report.remaining).toMatchObject({ mcp_servers: 0, 'team:mcp_servers': 0 });
    expect(await objectCount(personOf(env, owner.user.id))).toBe(1);
    expect(await objectCount(teamOf(env, teamId))).toBe(2);
    expect({ owner: await list(owner.headers), member: await list(member.headers) }).toEqual(
      before,
    );
    // The headers stay sealed in the object, as they were in D1.
    const sealed = await runInDurableObject(personOf(env, owner.user.id), (_, state) =>
      state.storage.sql.exec<{ h: string }>('SELECT headers_sealed AS h FROM mcp_servers').one(),
    );
    expect(sealed.h).toBeTruthy();
    expect(sealed.h).not.toContain('very-secret-token');

    // The member's answer still calls the team's tool, found in the team's object.
    await api(`/v1/mcp/servers/${shared.id}`, json('PATCH', { approval: 'never' }, owner.headers));
    const args = hex(JSON.stringify({ message: 'after the move' }));
    const answer = await readEvents(
      await send(member.headers, {
        question: `Use the tool fake:tool=echo fake:args=${args}`,
        tools: [shared.id],
      }),
    );
    const result = answer.find((event) => event.event === 'tool-result');
    expect(JSON.parse(result?.data ?? '{}')).toMatchObject({
      output: 'Echo: after the move',
      isError: false,
    });

    // The team server's sign-in, started before the move, finishes in the team's object.
    const callback = await signedIn(before.owner[2]?.authorizeUrl ?? '');
    const refused = await api('/v1/mcp/oauth/callback', json('POST', callback, member.headers));
    expect(refused.status).toBe(400);
    const done = await api('/v1/mcp/oauth/callback', json('POST', callback, owner.headers));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ server: { id: waiting.id, status: 'connected' } });

    // Added, changed and deleted in the objects from now on; D1's rows stay as they were.
    const added = await add(owner.headers, { name: 'Added later', url: env.MCP_URL });
    const renamed = await api(
      `/v1/mcp/servers/${own.id}`,
      json('PATCH', { name: 'Renamed', enabled: false }, owner.headers),
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ server: { name: 'Renamed', editable: true } });
    const removed = await api(`/v1/mcp/servers/${added.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(removed.status).toBe(204);
    const addedForTeam = await add(owner.headers, {
      name: 'Team later',
      url: env.MCP_URL,
      scope: 'team',
    });
    expect((await list(owner.headers)).map((s) => [s.name, s.scope, s.status])).toEqual([
      ['Renamed', 'user', 'connected'],
      ['Team tools', 'team', 'connected'],
      ['Team login', 'team', 'connected'],
      ['Team later', 'team', 'connected'],
    ]);
    expect((await list(member.headers)).map((s) => s.id)).toContain(addedForTeam.id);
    expect({ owner: await d1Rows(owner), member: await d1Rows(member) }).toEqual(d1Before);

    // A member still cannot change the team's servers; a stranger sees none of them.
    const patch = await api(
      `/v1/mcp/servers/${shared.id}`,
      json('PATCH', { enabled: false }, member.headers),
    );
    expect(patch.status).toBe(403);
    expect(await patch.json()).toMatchObject({ code: 'mcp_team_read_only' });
    const stranger = await registerUser();
    expect(await list(stranger.headers)).toEqual([]);
    for (const id of [own.id, shared.id]) {
      for (const init of [
        json('PATCH', { name: 'Mine now' }, stranger.headers),
        { method: 'DELETE', headers: stranger.headers },
      ]) {
        expect((await api(`/v1/mcp/servers/${id}`, init)).status).toBe(404);
      }
    }
    // A second run finds nothing left to do.
    const again = await runMove({ userIds: [owner.user.id], teamIds: [teamId] });
    expect(
      again.moves.filter((move) => move.part.endsWith('mcp_servers')).map((m) => m.outcome),
    ).toEqual(['already', 'already']);
  });

  it('answers writes 503 while the servers are copied, changing nothing, and starts again on a difference', async () => {
    const person = await registerUser({ inD1: true });
    const headers = { ...person.headers, 'X-Ad-Locale': 'en' };
    const first = await add(headers, { name: 'First', url: env.MCP_URL });
    await add(headers, { name: 'Second', url: env.MCP_SSE_URL });
    const before = await list(headers);
    const d1Before = await d1Rows(person);

    const paused = await runMove({
      userIds: [person.user.id],
      parts: ['mcp_servers'],
      pageRows: 1,
      pages: 1,
    });
    expect(paused.moves).toEqual([
      expect.objectContaining({ part: 'mcp_servers', outcome: 'paused', rowsCopied: 1 }),
    ]);
    // Reads go on from D1; writes wait.
    expect(await list(headers)).toEqual(before);
    const writes = [
      api(`/v1/mcp/servers/${first.id}`, json('PATCH', { name: 'Changed' }, headers)),
      api(`/v1/mcp/servers/${first.id}`, { method: 'DELETE', headers }),
      api('/v1/mcp/servers', json('POST', { name: 'Third', url: env.MCP_URL }, headers)),
    ];
    for (const write of await Promise.all(writes)) {
      expect(write.status).toBe(503);
      expect(write.headers.get('retry-after')).toBe('2');
      expect(await write.json()).toMatchObject({ code: 'storage_moving' });
    }
    expect(await d1Rows(person)).toEqual(d1Before);
    expect(await list(headers)).toEqual(before);

    // The object's copy differs from D1's: the check drops it and the next run copies again.
    const object = personOf(env, person.user.id);
    await runInDurableObject(object, (_, state) => {
      state.storage.sql.exec("UPDATE mcp_servers SET name = 'Tampered'");
    });
    const restarted = await runMove({ userIds: [person.user.id], parts: ['mcp_servers'] });
    expect(restarted.moves[0]).toMatchObject({ outcome: 'restarted' });
    expect(restarted.moves[0]?.error).toMatch(/^check failed/);
    expect(await objectCount(object)).toBe(0);
    const row = await env.DB.prepare(
      "SELECT state, cursor, rows_copied FROM storage_moves WHERE owner_kind = 'person' AND owner_id = ?1 AND part = 'mcp_servers'",
    )
      .bind(person.user.id)
      .first();
    expect(row).toEqual({ state: 'copying', cursor: null, rows_copied: 0 });
    expect(await list(headers)).toEqual(before);

    const moved = await runMove({ userIds: [person.user.id], parts: ['mcp_servers'] });
    expect(moved.moves[0]).toMatchObject({ outcome: 'moved', rows: 2 });
    expect(await list(headers)).toEqual(before);
    const changed = await api(
      `/v1/mcp/servers/${first.id}`,
      json('PATCH', { name: 'Changed' }, headers),
    );
    expect(changed.status).toBe(200);
    expect(await d1Rows(person)).toEqual(d1Before);
  });

  it('go with the account from the person’s object too', async () => {
    const me = await registerUser({ inD1: true });
    await add(me.headers, { name: 'Mine', url: env.MCP_URL, headers: { 'X-Token': 'secret' } });
    await add(me.headers, { name: 'My team’s', url: env.MCP_URL, scope: 'team' });
    await runMove({ userIds: [me.user.id], teamIds: [me.user.entityId] });
    expect(await objectCount(personOf(env, me.user.id))).toBe(1);
    expect(await objectCount(teamOf(env, me.user.entityId))).toBe(1);
    const removed = await api(
      '/v1/user/delete',
      json('POST', { confirmation: me.email, currentPassword: me.password }, me.headers),
    );
    expect(removed.status).toBeLessThan(300);
    expect(await objectCount(personOf(env, me.user.id))).toBe(0);
    expect(await objectCount(teamOf(env, me.user.entityId))).toBe(0);
    expect(await d1Rows(me)).toEqual([]);
  });
});
