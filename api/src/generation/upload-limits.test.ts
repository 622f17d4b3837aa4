import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { setBalance } from '../../test/money-helpers';
import { countChats } from '../../test/storage-helpers';
import { MAX_SEND_BYTES } from './send-form';

const boundary = 'limit-test-boundary';
const encoder = new TextEncoder();
const head = (requestId: string) =>
  encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="messages"\r\n\r\n` +
      `[{"role":"user","content":"hi"}]\r\n--${boundary}\r\n` +
      `Content-Disposition: form-data; name="requestId"\r\n\r\n${requestId}\r\n--${boundary}\r\n` +
      'Content-Disposition: form-data; name="file"; filename="big.txt"\r\n' +
      'Content-Type: text/plain\r\n\r\n',
  );

/** A multipart body that keeps sending file bytes, 64 KB a chunk, up to `total` bytes. */
function endlessForm(requestId: string, total: number) {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(97);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const first = head(requestId);
      sent += first.byteLength;
      controller.enqueue(first);
    },
    pull(controller) {
      if (sent >= total) {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

function post(user: RegisteredUser, body: BodyInit, headers: Record<string, string> = {}) {
  return api('/v1/openai/gpt/gpt-mini', {
    method: 'POST',
    body,
    headers: {
      ...user.headers,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      ...headers,
    },
    duplex: 'half',
  } as RequestInit);
}

/** Nothing of the user's send was stored: no chat, no message, no R2 object. */
async function expectNothingStored(user: RegisteredUser) {
  expect(await countChats(env, user.user.id)).toBe(0);
  const objects = await env.FILES.list({ prefix: `uploads/${user.user.id}/` });
  expect(objects.objects).toHaveLength(0);
}

describe('upload limits are enforced while reading', () => {
  it('refuses a declared Content-Length over the limit before reading', async () => {
    const user = await registerUser();
    const res = await post(user, endlessForm(crypto.randomUUID(), 1024), {
      'Content-Length': String(MAX_SEND_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'upload_too_large' });
    await expectNothingStored(user);
  });

  it('cuts a chunked body without Content-Length at the limit', { timeout: 20_000 }, async () => {
    const user = await registerUser();
    const res = await post(user, endlessForm(crypto.randomUUID(), MAX_SEND_BYTES + 256 * 1024));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'upload_too_large' });
    await expectNothingStored(user);
  });

  it('counts a body whose Content-Length lies', { timeout: 20_000 }, async () => {
    const user = await registerUser();
    const res = await post(user, endlessForm(crypto.randomUUID(), MAX_SEND_BYTES + 256 * 1024), {
      'Content-Length': '1000',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'upload_too_large' });
    await expectNothingStored(user);
  });

  it('caps the messages field at 1 MB', async () => {
    const user = await registerUser();
    const long = 'x'.repeat(190_000);
    const messages = Array.from({ length: 6 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: long,
    }));
    messages.push({ role: 'user', content: 'and?' });
    const res = await send(user.headers, { messages, stream: false });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'messages_too_large', field: 'messages' });
    await expectNothingStored(user);
  });

  it('leaves no file in R2 when the start is refused (402)', async () => {
    const user = await registerUser();
    await setBalance(env, user.user.entityId, 0);
    const file = new File(['a,b\n1,2\n'], 'data.csv', { type: 'text/csv' });
    const res = await send(user.headers, { model: 'gpt:gpt', file, stream: false });
    expect(res.status).toBe(402);
    await expectNothingStored(user);
  });

  it('keeps the file of an accepted send', async () => {
    const user = await registerUser();
    const file = new File(['a,b\n1,2\n'], 'data.csv', { type: 'text/csv' });
    const res = await send(user.headers, { file, stream: false });
    expect(res.status).toBe(200);
    const objects = await env.FILES.list({ prefix: `uploads/${user.user.id}/` });
    expect(objects.objects).toHaveLength(1);
  });
});
