import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import type { StreamEvent } from '../generation/sse';

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
/** A question the OpenAI fake answers by calling `tool` first, if it is offered; unique by `mark`. */
const asking = (tool: string, mark: string) =>
  `Use the tool fake:tool=${tool} fake:args=${hex(JSON.stringify({ message: 'hi' }))} ${mark}`;

type FakeRequest = { body?: { tools?: { function?: { name?: string } }[]; messages?: unknown } };

/** The tool names the model was offered for the send whose question carries `mark`. */
async function offeredFor(mark: string) {
  const requests = (await (
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)
  ).json()) as FakeRequest[];
  const mine = requests.filter((r) => JSON.stringify(r.body?.messages ?? '').includes(mark));
  expect(mine.length).toBeGreaterThan(0);
  return (mine.at(-1)?.body?.tools ?? []).map((tool) => tool.function?.name ?? '');
}

async function addEverything(user: RegisteredUser) {
  const res = await api(
    '/v1/mcp/servers',
    json('POST', { name: 'Everything', url: env.MCP_URL }, user.headers),
  );
  const { server } = (await res.json()) as { server: { id: string } };
  await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, user.headers));
  return server.id;
}

const toolCalls = (events: StreamEvent[]) => events.filter((e) => e.event === 'tool-call');
const chatOf = (events: StreamEvent[]) => dataOf<{ chatId: string }>(events[0]).chatId;

describe('the tools a chat offers', () => {
  it('a server and Python switched off for a chat are not offered to its next answer, nor called', async () => {
    const user = await registerUser();
    const serverId = await addEverything(user);
    const first = crypto.randomUUID();
    const events = await readEvents(
      await send(user.headers, { question: asking('echo', first), code: true }),
    );
    // By default a new chat offers the connected server's tools and Python.
    expect(toolCalls(events)).toHaveLength(1);
    const names = await offeredFor(first);
    expect(names.some((name) => name.endsWith('_echo'))).toBe(true);
    expect(names).toContain('run_python');
    const chatId = chatOf(events);

    const off = { [`mcp:${serverId}`]: false, code: false };
    const saved = await api(
      `/v1/chat/${chatId}/tools`,
      json('PUT', { toolChoice: off }, user.headers),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ id: chatId, toolChoice: off });
    const detail = await api(`/v1/chat/${chatId}`, { headers: user.headers });
    expect(await detail.json()).toMatchObject({ toolChoice: off });

    // The same ask, `code=true` included: nothing switched off is offered, so nothing is called.
    const second = crypto.randomUUID();
    const next = await readEvents(
      await send(user.headers, { question: asking('echo', second), chatId, code: true }),
    );
    expect(toolCalls(next)).toEqual([]);
    const offered = await offeredFor(second);
    expect(offered.some((name) => name.endsWith('_echo'))).toBe(false);
    expect(offered).not.toContain('run_python');

    // Switched back on, the server is offered again.
    await api(
      `/v1/chat/${chatId}/tools`,
      json('PUT', { toolChoice: { [`mcp:${serverId}`]: true } }, user.headers),
    );
    const third = crypto.randomUUID();
    const again = await readEvents(
      await send(user.headers, { question: asking('echo', third), chatId }),
    );
    expect(toolCalls(again)).toHaveLength(1);
  });

  it('a new chat keeps the switches its first send carries', async () => {
    const user = await registerUser();
    const serverId = await addEverything(user);
    const mark = crypto.randomUUID();
    const toolChoice = { [`mcp:${serverId}`]: false };
    const events = await readEvents(
      await send(user.headers, { question: asking('echo', mark), toolChoice }),
    );
    expect(toolCalls(events)).toEqual([]);
    expect((await offeredFor(mark)).some((name) => name.endsWith('_echo'))).toBe(false);
    const detail = await api(`/v1/chat/${chatOf(events)}`, { headers: user.headers });
    expect(await detail.json()).toMatchObject({ toolChoice });
  });

  it('refuses a bad switch, and another person’s chat', async () => {
    const user = await registerUser();
    const events = await readEvents(await send(user.headers, { question: 'Hello?' }));
    const chatId = chatOf(events);
    const bad = await api(
      `/v1/chat/${chatId}/tools`,
      json('PUT', { toolChoice: { 'rm -rf': false } }, user.headers),
    );
    expect(bad.status).toBe(400);
    const stranger = await registerUser();
    const theirs = await api(
      `/v1/chat/${chatId}/tools`,
      json('PUT', { toolChoice: { code: false } }, stranger.headers),
    );
    expect(theirs.status).toBe(404);
    const form = new FormData();
    form.set('messages', JSON.stringify([{ role: 'user', content: 'hi' }]));
    form.set('requestId', crypto.randomUUID());
    form.set('toolChoice', '["code"]');
    const badSend = await api('/v1/openai/gpt/gpt-mini', {
      method: 'POST',
      body: form,
      headers: user.headers,
    });
    expect(badSend.status).toBe(400);
    expect(await badSend.json()).toMatchObject({ field: 'toolChoice' });
  });
});
