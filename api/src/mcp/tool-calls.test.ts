import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, readSome, send, settled } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { holdsOfRequest, setBalance } from '../../test/money-helpers';
import type { StreamEvent } from '../generation/sse';

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
/** A question the OpenAI fake answers by calling `tool` with `args` first. */
const asking = (tool: string, args: unknown) =>
  `Use the tool fake:tool=${tool} fake:args=${hex(JSON.stringify(args))}`;

async function addEverything(user: RegisteredUser, approval: 'always' | 'never') {
  const res = await api(
    '/v1/mcp/servers',
    json('POST', { name: 'Everything', url: env.MCP_URL }, user.headers),
  );
  const { server } = (await res.json()) as { server: { id: string } };
  if (approval === 'never') {
    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval }, user.headers));
  }
  return server.id;
}

const named = (events: StreamEvent[], name: StreamEvent['event']) =>
  events.filter((e) => e.event === name);
const replay = (user: RegisteredUser, requestId: string) =>
  api(`/v1/openai/stream/${requestId}`, { headers: user.headers }).then(readEvents);
const approve = (user: RegisteredUser, requestId: string, toolCallId: string, approved: boolean) =>
  api(
    `/v1/openai/tool-approval/${requestId}`,
    json('POST', { toolCallId, approved }, user.headers),
  );

/** Reads a live answer until its `tool-approval` event, leaving the answer running. */
async function untilApproval(res: Response) {
  const events = await readSome(res, 3);
  expect(events.map((e) => e.event)).toEqual(['meta', 'tool-call', 'tool-approval']);
  return {
    requestId: dataOf<{ requestId: string }>(events[0]).requestId,
    call: dataOf<{ id: string; server: string; tool: string; input: unknown }>(events[2]),
  };
}

describe('tool calls through MCP', () => {
  it('runs a tool directly (approval never), gives the model its result and bills both steps', async () => {
    const user = await registerUser();
    await addEverything(user, 'never');
    const res = await send(user.headers, { question: asking('echo', { message: 'hi there' }) });
    const events = await readEvents(res);
    expect(events.map((e) => e.event).filter((e) => e !== 'delta')).toEqual([
      'meta',
      'tool-call',
      'tool-result',
      'usage',
      undefined,
    ]);
    const call = dataOf<{ id: string; server: string; tool: string; input: unknown }>(
      named(events, 'tool-call')[0],
    );
    expect(call).toMatchObject({
      server: 'Everything',
      tool: 'echo',
      input: { message: 'hi there' },
    });
    const result = dataOf<{ id: string; output: string; isError: boolean }>(
      named(events, 'tool-result')[0],
    );
    // How long the tool ran comes with its result, in ms.
    expect(result).toEqual({
      id: call.id,
      output: 'Echo: hi there',
      isError: false,
      durationMs: expect.any(Number),
    });
    const text = named(events, 'delta')
      .map((e) => dataOf<{ text: string }>(e).text)
      .join('');
    expect(text).toBe('Tool said: Echo: hi there');
    const meta = dataOf<{ messageId: string; chatId: string }>(events[0]);
    const row = await settled(meta.messageId);
    // Two model steps of 12 input tokens each (the fake's default), both paid for.
    expect(row).toMatchObject({ status: 'complete', input_tokens: 24 });
    const page = await api(`/v1/message/chat/${meta.chatId}/`, { headers: user.headers });
    const body = (await page.json()) as { items: { id: string; toolCalls?: unknown[] }[] };
    const answer = body.items.find((m) => m.id === meta.messageId);
    expect(answer?.toolCalls).toEqual([
      {
        id: call.id,
        server: 'Everything',
        tool: 'echo',
        input: { message: 'hi there' },
        output: 'Echo: hi there',
        isError: false,
        durationMs: expect.any(Number),
      },
    ]);
  });

  // The tool runs 1.2 s by design: more room than the default 5 s on a busy machine.
  it("streams a long tool's progress notifications while it runs, and a resume replays them", {
    timeout: 15_000,
  }, async () => {
    const user = await registerUser();
    await addEverything(user, 'never');
    const res = await send(user.headers, {
      question: asking('trigger_long_running_operation', { duration: 1.2, steps: 3 }),
    });
    const events = await readEvents(res);
    const call = dataOf<{ id: string; tool: string }>(named(events, 'tool-call')[0]);
    expect(call.tool).toBe('trigger-long-running-operation');
    const progress = named(events, 'tool-progress').map((e) =>
      dataOf<{ id: string; progress: number; total?: number }>(e),
    );
    expect(progress).toEqual([1, 2, 3].map((step) => ({ id: call.id, progress: step, total: 3 })));
    // Each comes before the result, while the call runs.
    const order = events.map((e) => e.event).filter((e) => e?.startsWith('tool-'));
    expect(order).toEqual([
      'tool-call',
      'tool-progress',
      'tool-progress',
      'tool-progress',
      'tool-result',
    ]);
    const result = dataOf<{ output: string; isError: boolean; durationMs?: number }>(
      named(events, 'tool-result')[0],
    );
    expect(result).toMatchObject({ output: expect.stringContaining('completed'), isError: false });
    // The result tells how long the tool ran: at least the 1.2 s it was asked to take.
    expect(result.durationMs).toBeGreaterThanOrEqual(1200);
    expect(result.durationMs).toBeLessThan(60_000);
    const requestId = dataOf<{ requestId: string }>(events[0]).requestId;
    const replayed = named(await replay(user, requestId), 'tool-progress');
    expect(replayed.map((e) => dataOf<{ progress: number }>(e).progress)).toEqual([1, 2, 3]);
    // Saved with the answer: its message and the saved answer's replay tell the same duration.
    const meta = dataOf<{ messageId: string; chatId: string }>(events[0]);
    await settled(meta.messageId);
    const page = await api(`/v1/message/chat/${meta.chatId}/`, { headers: user.headers });
    const body = (await page.json()) as {
      items: { id: string; toolCalls?: { durationMs?: number }[] }[];
    };
    const saved = body.items.find((m) => m.id === meta.messageId)?.toolCalls?.[0];
    expect(saved?.durationMs).toBe(result.durationMs);
    const savedReplay = named(await replay(user, requestId), 'tool-result');
    expect(dataOf<{ durationMs?: number }>(savedReplay[0]).durationMs).toBe(result.durationMs);
  });

  it('a tool with an MCP App: its ui:// view comes with the result, saved, never to the model', async () => {
    const user = await registerUser();
    const added = await api(
      '/v1/mcp/servers',
      json('POST', { name: 'Greeter', url: env.MCP_APP_URL }, user.headers),
    );
    const { server } = (await added.json()) as { server: { id: string } };
    await api(`/v1/mcp/servers/${server.id}`, json('PATCH', { approval: 'never' }, user.headers));
    const events = await readEvents(
      await send(user.headers, { question: asking('show_greeting', { name: 'Ann' }) }),
    );
    const result = dataOf<{ output: string; app?: { uri: string; html: string } }>(
      named(events, 'tool-result')[0],
    );
    expect(result.output).toBe('Hello, Ann!');
    expect(result.app?.uri).toBe('ui://greeting/view');
    expect(result.app?.html).toContain('ui/initialize');
    // The model received the text only.
    const text = named(events, 'delta')
      .map((e) => dataOf<{ text: string }>(e).text)
      .join('');
    expect(text).toBe('Tool said: Hello, Ann!');
    const meta = dataOf<{ messageId: string; chatId: string }>(events[0]);
    await settled(meta.messageId);
    const page = await api(`/v1/message/chat/${meta.chatId}/`, { headers: user.headers });
    const body = (await page.json()) as {
      items: { id: string; toolCalls?: { app?: { uri: string } }[] }[];
    };
    const answer = body.items.find((m) => m.id === meta.messageId);
    expect(answer?.toolCalls?.[0]?.app?.uri).toBe('ui://greeting/view');
  });

  it('an image a tool returns is kept as media, named in its result and saved message, served to its owner only', async () => {
    const user = await registerUser();
    const stranger = await registerUser();
    await addEverything(user, 'never');
    const events = await readEvents(
      await send(user.headers, { question: asking('get_tiny_image', {}) }),
    );
    type Kept = { mediaId: string; name: string; size: number; contentType: string };
    const result = dataOf<{ output: string; isError: boolean; files?: Kept[] }>(
      named(events, 'tool-result')[0],
    );
    expect(result.isError).toBe(false);
    // The model still gets the text, with the line naming the image.
    expect(result.output).toContain('[image image/png]');
    expect(result.files).toEqual([
      {
        mediaId: expect.any(String),
        name: 'get-tiny-image-1.png',
        size: expect.any(Number),
        contentType: 'image/png',
      },
    ]);
    const [image] = result.files ?? [];
    const meta = dataOf<{ messageId: string; chatId: string; requestId: string }>(events[0]);
    await settled(meta.messageId);
    // Reload and resume show it too.
    const page = await api(`/v1/message/chat/${meta.chatId}/`, { headers: user.headers });
    const body = (await page.json()) as {
      items: { id: string; toolCalls?: { files?: Kept[] }[] }[];
    };
    const answer = body.items.find((m) => m.id === meta.messageId);
    expect(answer?.toolCalls?.[0]?.files).toEqual([image]);
    const replayed = named(await replay(user, meta.requestId), 'tool-result');
    expect(dataOf<{ files?: Kept[] }>(replayed[0]).files).toEqual([image]);
    const served = await api(`/v1/media/${image?.mediaId}`, { headers: user.headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.length).toBe(image?.size);
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const foreign = await api(`/v1/media/${image?.mediaId}`, { headers: stranger.headers });
    expect(foreign.status).toBe(404);
  });

  it('waits for approval; the card replays on resume; approve runs it once; strangers get 404', async () => {
    const user = await registerUser();
    const stranger = await registerUser();
    await addEverything(user, 'always');
    const res = await send(user.headers, { question: asking('get_sum', { a: 2, b: 3 }) });
    const { requestId, call } = await untilApproval(res);
    expect(call).toMatchObject({ server: 'Everything', tool: 'get-sum', input: { a: 2, b: 3 } });
    // A reload attaches again and finds the card waiting.
    const again = await api(`/v1/openai/stream/${requestId}`, { headers: user.headers });
    const resumed = await readSome(again, 3);
    expect(resumed.map((e) => e.event)).toEqual(['meta', 'tool-call', 'tool-approval']);
    expect((await approve(stranger, requestId, call.id, true)).status).toBe(404);
    expect((await approve(user, requestId, 'no-such-call', true)).status).toBe(409);
    expect((await approve(user, requestId, call.id, true)).status).toBe(204);
    expect((await approve(user, requestId, call.id, true)).status).toBe(409);
    const events = await replay(user, requestId);
    const result = dataOf<{ output: string; isError: boolean }>(named(events, 'tool-result')[0]);
    expect(result).toMatchObject({ output: expect.stringContaining('5'), isError: false });
    expect(events.at(-1)?.data).toBe('[DONE]');
  });

  it('denied: the model is told and answers; nothing runs on the server', async () => {
    const user = await registerUser();
    await addEverything(user, 'always');
    const res = await send(user.headers, { question: asking('echo', { message: 'never sent' }) });
    const { requestId, call } = await untilApproval(res);
    expect((await approve(user, requestId, call.id, false)).status).toBe(204);
    const events = await replay(user, requestId);
    const result = dataOf<{ output: string; isError: boolean }>(named(events, 'tool-result')[0]);
    expect(result).toEqual({
      id: call.id,
      output: 'The person denied this tool call.',
      isError: true,
    });
    expect(named(events, 'usage')).toHaveLength(1);
    const text = named(events, 'delta')
      .map((e) => dataOf<{ text: string }>(e).text)
      .join('');
    expect(text).toContain('denied');
  });

  it('offers no tools when the send narrows them to none (the fast path), and refuses a bad list', async () => {
    const user = await registerUser();
    await addEverything(user, 'never');
    const question = `${asking('echo', { message: 'x' })} ${crypto.randomUUID()}`;
    const events = await readEvents(await send(user.headers, { question, tools: [] }));
    expect(named(events, 'tool-call')).toEqual([]);
    const requests = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
      body: { tools?: unknown; messages: { content: unknown }[] };
    }[];
    const mine = requests.find((r) =>
      JSON.stringify(r.body?.messages ?? '').includes(question.slice(-36)),
    );
    expect(mine?.body.tools).toBeUndefined();
    const form = new FormData();
    form.set('messages', JSON.stringify([{ role: 'user', content: 'hi' }]));
    form.set('requestId', crypto.randomUUID());
    form.set('tools', '{"not": "a list"}');
    const bad = await api('/v1/openai/gpt/gpt-mini', {
      method: 'POST',
      body: form,
      headers: user.headers,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'tools' });
  });

  it('ends with insufficient_funds when the hold cannot grow for another step, paying for the first', async () => {
    const user = await registerUser();
    await addEverything(user, 'never');
    // One kopeck: enough to place the first step's hold, not to grow it.
    await setBalance(env, user.user.entityId, 1);
    const events = await readEvents(
      await send(user.headers, { question: asking('echo', { message: 'costly' }) }),
    );
    expect(named(events, 'tool-result')).toHaveLength(1);
    expect(dataOf<{ code: string }>(named(events, 'error')[0]).code).toBe('insufficient_funds');
    const meta = dataOf<{ messageId: string; requestId: string }>(events[0]);
    const row = await settled(meta.messageId);
    expect(row).toMatchObject({ status: 'error', input_tokens: 12 });
    expect(row.cost_kopecks).toBeGreaterThan(0);
    expect(await holdsOfRequest(env, meta.requestId)).toHaveLength(0);
  });
});
