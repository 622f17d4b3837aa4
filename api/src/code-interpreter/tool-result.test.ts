import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, readSome, send, settled } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import type { StreamEvent } from '../generation/sse';

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
/** A question the OpenAI fake answers by calling `run_python` with `code` first. */
const askingToRun = (code: string) =>
  `Compute it fake:tool=run_python fake:args=${hex(JSON.stringify({ code }))}`;

const postResult = (user: RegisteredUser, requestId: string, body: unknown) =>
  api(`/v1/openai/tool-result/${requestId}`, json('POST', body, user.headers));
const replay = (user: RegisteredUser, requestId: string) =>
  api(`/v1/openai/stream/${requestId}`, { headers: user.headers }).then(readEvents);
const named = (events: StreamEvent[], name: StreamEvent['event']) =>
  events.filter((e) => e.event === name);

/** Starts an answer that calls `run_python` and reads it until the call, leaving it waiting. */
async function untilRun(user: RegisteredUser, code = 'print(1 + 2)') {
  const res = await send(user.headers, { question: askingToRun(code), code: true });
  const events = await readSome(res, 2);
  expect(events.map((e) => e.event)).toEqual(['meta', 'tool-call']);
  return {
    meta: dataOf<{ requestId: string; messageId: string; chatId: string }>(events[0]),
    call: dataOf<{ id: string; server: string; tool: string; input: unknown }>(events[1]),
  };
}

// Several sends and sign-ups per test: more than the default 5 s on a busy machine.
describe('run_python: the browser runs it, the api hands the result to the model', {
  timeout: 30_000,
}, () => {
  it('offers run_python only with code=true, waits for the author’s browser, and continues', async () => {
    const user = await registerUser();
    const stranger = await registerUser();
    // Without the Code toggle the model is not offered the tool and answers in text.
    const plain = await readEvents(await send(user.headers, { question: askingToRun('print(1)') }));
    expect(named(plain, 'tool-call')).toEqual([]);

    const { meta, call } = await untilRun(user, 'print(sum(range(10)))');
    expect(call).toEqual({
      id: call.id,
      server: 'builtin',
      tool: 'run_python',
      input: { code: 'print(sum(range(10)))' },
    });
    // Someone else's answer is unknown to them, whatever they post.
    const result = { toolCallId: call.id, output: '45\n', isError: false };
    expect((await postResult(stranger, meta.requestId, result)).status).toBe(404);
    // A bad body changes nothing.
    const bad = await postResult(user, meta.requestId, { toolCallId: call.id, output: 45 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await postResult(user, meta.requestId, { ...result, toolCallId: 'nope' })).status).toBe(
      409,
    );
    expect((await postResult(user, meta.requestId, result)).status).toBe(204);
    // Answered once: the same call again is no longer waiting.
    expect((await postResult(user, meta.requestId, result)).status).toBe(409);

    const events = await replay(user, meta.requestId);
    expect(dataOf(named(events, 'tool-result')[0])).toEqual({
      id: call.id,
      output: '45\n',
      isError: false,
      durationMs: expect.any(Number),
    });
    const text = named(events, 'delta')
      .map((e) => dataOf<{ text: string }>(e).text)
      .join('');
    expect(text).toBe('Tool said: 45\n');
    expect(events.at(-1)?.data).toBe('[DONE]');
    expect(await settled(meta.messageId)).toMatchObject({ status: 'complete' });
    // A finished answer's call: 409.
    expect((await postResult(user, meta.requestId, result)).status).toBe(409);
  });

  it('keeps the files a run wrote as media and saves them with the call', async () => {
    const user = await registerUser();
    const stranger = await registerUser();
    const { meta, call } = await untilRun(user, "open('/mnt/data/out.csv','w').write('a,b')");
    const upload = (who: RegisteredUser, name: string, body: string) =>
      api(`/v1/openai/tool-result/${meta.requestId}/files?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        body,
        headers: { ...who.headers, 'content-type': 'application/octet-stream' },
      });
    expect((await upload(stranger, 'out.csv', 'a,b\n1,2\n')).status).toBe(404);
    const kept = await upload(user, 'out.csv', 'a,b\n1,2\n');
    expect(kept.status).toBe(201);
    const file = (await kept.json()) as { mediaId: string; name: string; size: number };
    expect(file).toMatchObject({
      name: 'out.csv',
      size: 8,
      contentType: 'text/csv; charset=utf-8',
    });
    // A page the code wrote is kept as bytes to download, never served as HTML.
    const page = await upload(user, 'x.html', '<script>alert(1)</script>');
    expect(await page.json()).toMatchObject({ contentType: 'application/octet-stream' });
    // Only this answer's files may be named.
    const foreign = await postResult(user, meta.requestId, {
      toolCallId: call.id,
      output: '',
      isError: false,
      files: ['someone-else'],
    });
    expect(foreign.status).toBe(400);
    const done = await postResult(user, meta.requestId, {
      toolCallId: call.id,
      output: 'wrote out.csv',
      isError: false,
      files: [file.mediaId],
    });
    expect(done.status).toBe(204);
    await settled(meta.messageId);
    const bytes = await api(`/v1/media/${file.mediaId}`, { headers: user.headers });
    expect(await bytes.text()).toBe('a,b\n1,2\n');
    const pageOf = await api(`/v1/message/chat/${meta.chatId}/`, { headers: user.headers });
    const body = (await pageOf.json()) as { items: { id: string; toolCalls?: unknown[] }[] };
    expect(body.items.find((m) => m.id === meta.messageId)?.toolCalls).toEqual([
      {
        ...call,
        output: 'wrote out.csv',
        isError: false,
        durationMs: expect.any(Number),
        files: [
          {
            mediaId: file.mediaId,
            name: 'out.csv',
            size: 8,
            contentType: 'text/csv; charset=utf-8',
          },
        ],
      },
    ]);
    // The answer has ended: no more files.
    expect((await upload(user, 'late.txt', 'x')).status).toBe(409);
  });
});
