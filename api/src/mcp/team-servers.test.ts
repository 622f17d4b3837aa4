import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';

type Headers = Record<string, string>;
interface ServerJson {
  id: string;
  name: string;
  scope: string;
  status: string;
  editable: boolean;
  authorizeUrl?: string;
}

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
const list = async (headers: Headers) =>
  ((await (await api('/v1/mcp/servers', { headers })).json()) as { servers: ServerJson[] }).servers;

/** An owner whose team a member has joined by accepting the invitation. */
async function team() {
  const owner = await registerUser({ name: 'Owner' });
  const member = await registerUser({ name: 'Member' });
  await api('/v1/entity/members', json('POST', { email: member.email }, owner.headers));
  const incoming = (await (
    await api('/v1/entity/invitations', { headers: member.headers })
  ).json()) as { invitations: { id: string }[] };
  const id = incoming.invitations[0]?.id;
  const accepted = await api(`/v1/entity/invitations/${id}/accept`, {
    method: 'POST',
    headers: member.headers,
  });
  expect(accepted.status).toBe(200);
  return { owner, member };
}

async function addTeamServer(owner: RegisteredUser) {
  const res = await api(
    '/v1/mcp/servers',
    json('POST', { name: 'Team tools', url: env.MCP_URL, scope: 'team' }, owner.headers),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { server: ServerJson }).server;
}

// Three accounts, an invitation and an answer per test: more than the default 5 s on a busy machine.
describe('team MCP servers', { timeout: 20_000 }, () => {
  it('lets the owner add one the members see read-only and use in their answers', async () => {
    const { owner, member } = await team();
    const server = await addTeamServer(owner);
    expect(server).toMatchObject({ scope: 'team', status: 'connected', editable: true });
    // The member's own server comes first, the team's after it, marked not editable.
    await api('/v1/mcp/servers', json('POST', { name: 'Mine', url: env.MCP_URL }, member.headers));
    const seen = await list(member.headers);
    expect(seen.map((s) => [s.name, s.scope, s.editable])).toEqual([
      ['Mine', 'user', true],
      ['Team tools', 'team', false],
    ]);
    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, owner.headers));
    // The member's answer calls the team server's tool, narrowed to it with `tools`.
    const args = hex(JSON.stringify({ message: 'from the team' }));
    const res = await send(member.headers, {
      question: `Use the tool fake:tool=echo fake:args=${args}`,
      tools: [server.id],
    });
    const events = await readEvents(res);
    const result = events.find((e) => e.event === 'tool-result');
    expect(JSON.parse(result?.data ?? '{}')).toMatchObject({
      output: 'Echo: from the team',
      isError: false,
    });
  });

  it('refuses a member’s edits (403) and a team server from a member (403), a stranger’s 404', async () => {
    const { owner, member } = await team();
    const server = await addTeamServer(owner);
    const patch = await api(
      `/v1/mcp/servers/${server.id}`,
      json('PATCH', { enabled: false }, { ...member.headers, 'X-Ad-Locale': 'ru' }),
    );
    expect(patch.status).toBe(403);
    expect(await patch.json()).toMatchObject({
      code: 'mcp_team_read_only',
      message: 'Менять MCP-серверы команды может только её владелец',
    });
    const removed = await api(`/v1/mcp/servers/${server.id}`, {
      method: 'DELETE',
      headers: member.headers,
    });
    expect(removed.status).toBe(403);
    const added = await api(
      '/v1/mcp/servers',
      json('POST', { name: 'Not mine', url: env.MCP_URL, scope: 'team' }, member.headers),
    );
    expect(added.status).toBe(403);
    expect(await added.json()).toMatchObject({ code: 'mcp_team_owner_only' });
    // Nothing changed.
    expect((await list(owner.headers)).map((s) => [s.id, s.status])).toEqual([
      [server.id, 'connected'],
    ]);
    const stranger = await registerUser();
    expect(await list(stranger.headers)).toEqual([]);
    for (const init of [
      json('PATCH', { name: 'Mine now' }, stranger.headers),
      { method: 'DELETE', headers: stranger.headers },
    ]) {
      expect((await api(`/v1/mcp/servers/${server.id}`, init)).status).toBe(404);
    }
    // A stranger's send naming the server offers no tool of it.
    const res = await send(stranger.headers, {
      question: `Use the tool fake:tool=echo fake:args=${hex('{"message":"x"}')}`,
      tools: [server.id],
    });
    expect((await readEvents(res)).some((e) => e.event === 'tool-call')).toBe(false);
    // The owner may rename and delete it; then the member no longer sees it.
    const renamed = await api(
      `/v1/mcp/servers/${server.id}`,
      json('PATCH', { name: 'Renamed' }, owner.headers),
    );
    expect(renamed.status).toBe(200);
    const deleted = await api(`/v1/mcp/servers/${server.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(deleted.status).toBe(204);
    expect(await list(member.headers)).toEqual([]);
  });

  it('shows a team server’s sign-in only to the session that started it, which alone finishes it', async () => {
    const { owner, member } = await team();
    const res = await api(
      '/v1/mcp/servers',
      json('POST', { name: 'Team login', url: env.MCP_OAUTH_URL, scope: 'team' }, owner.headers),
    );
    const { server } = (await res.json()) as { server: ServerJson };
    expect(server.status).toBe('needs_auth');
    const authorizeUrl = server.authorizeUrl ?? '';
    expect(authorizeUrl).toMatch(/state=/);
    // The member sees the server waiting, never its URL (with the owner's state) to sign in with.
    const seenByMember = (await list(member.headers)).find((s) => s.id === server.id);
    expect(seenByMember?.status).toBe('needs_auth');
    expect(seenByMember).not.toHaveProperty('authorizeUrl');
    const memberText = await (await api('/v1/mcp/servers', { headers: member.headers })).text();
    expect(memberText).not.toContain(new URL(authorizeUrl).searchParams.get('state') ?? '-');
    // Nor does the owner's other session (another device), which cannot finish it either.
    const login = await api(
      '/v1/auth/login',
      json('POST', { email: owner.email, password: owner.password }),
    );
    const { accessToken } = (await login.json()) as { accessToken: string };
    const otherSession = { Authorization: `Bearer ${accessToken}` };
    expect((await list(otherSession)).find((s) => s.id === server.id)).not.toHaveProperty(
      'authorizeUrl',
    );
    // Whoever signs in at the URL, the code and state finish the flow only in the starting session.
    const signedIn = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(signedIn.headers.get('location') ?? '');
    const callback = {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    };
    for (const headers of [member.headers, otherSession]) {
      const refused = await api('/v1/mcp/oauth/callback', json('POST', callback, headers));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'mcp_oauth_failed' });
    }
    const done = await api('/v1/mcp/oauth/callback', json('POST', callback, owner.headers));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ server: { status: 'connected' } });
  });
});
