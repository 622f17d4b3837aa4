import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, json, registerUser } from '../../test/helpers';

type FakeRequest = {
  path: string;
  body: { model: string; messages: { role: string; content: unknown }[]; temperature?: number };
};

/** The OpenAI fake's request whose prompt contains `marker`. */
async function providerRequest(marker: string): Promise<FakeRequest | undefined> {
  const list = (await (
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)
  ).json()) as FakeRequest[];
  return list.findLast((r) => JSON.stringify(r.body).includes(marker));
}

describe('bad sends change nothing', () => {
  it('refuses a body that is not multipart, and bad messages or requestId', async () => {
    const { headers } = await registerUser();
    const notMultipart = await api(
      '/v1/openai/gpt/gpt-mini',
      json('POST', { messages: [] }, headers),
    );
    expect(notMultipart.status).toBe(400);
    expect(await notMultipart.json()).toMatchObject({ code: 'invalid_multipart' });
    const form = new FormData();
    form.set('messages', 'not json');
    form.set('requestId', crypto.randomUUID());
    const badMessages = await api('/v1/openai/gpt/gpt-mini', {
      method: 'POST',
      body: form,
      headers,
    });
    expect(await badMessages.json()).toMatchObject({
      code: 'validation_failed',
      field: 'messages',
    });
    form.set('messages', JSON.stringify([{ role: 'user', content: 'hi' }]));
    form.set('requestId', 'x');
    const badId = await api('/v1/openai/gpt/gpt-mini', { method: 'POST', body: form, headers });
    expect(await badId.json()).toMatchObject({ code: 'validation_failed', field: 'requestId' });
    const chats = (await (await api('/v1/chat', { headers })).json()) as { total: number };
    expect(chats.total).toBe(0);
  });

  it('answers an unknown model with 404 unknown_model, and a stranger with 401', async () => {
    const { headers } = await registerUser();
    const res = await send(headers, { model: 'nope:nothing' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      code: 'unknown_model',
      message: 'This model is not available',
    });
    expect((await send({}, {})).status).toBe(401);
  });

  it('refuses an oversized file (413) and an unsupported type (415)', async () => {
    const { headers } = await registerUser();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.txt', { type: 'text/plain' });
    const tooBig = await send(headers, { file: big });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      code: 'file_too_large',
      message: 'The file is too large: at most 10 MB',
    });
    const exe = new File([new Uint8Array([77, 90])], 'tool.exe', {
      type: 'application/x-msdownload',
    });
    const unsupported = await send(headers, { file: exe });
    expect(unsupported.status).toBe(415);
    expect(await unsupported.json()).toMatchObject({ code: 'file_type_unsupported' });
    // The documents Worker cannot read it: a localized 400, and no chat was made.
    const broken = new File(['%PDF-1.4 not really'], 'broken.pdf', { type: 'application/pdf' });
    const unreadable = await send(headers, { file: broken });
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({
      code: 'file_unreadable',
      message: 'The file could not be read',
    });
    const chats = (await (await api('/v1/chat', { headers })).json()) as { items: unknown[] };
    expect(chats.items).toEqual([]);
  });
});

describe('what reaches the provider', () => {
  it('reads a text file into the prompt and keeps it as an attachment', async () => {
    const { headers } = await registerUser();
    const marker = `marker-${crypto.randomUUID()}`;
    const file = new File([`col1,col2\n${marker},2\n`], 'data.csv', { type: 'text/csv' });
    const events = await readEvents(await send(headers, { question: 'Sum it', file }));
    const request = await providerRequest(marker);
    expect(JSON.stringify(request?.body.messages.at(-1))).toContain('Attached file \\"data.csv\\"');
    const { chatId } = dataOf<{ chatId: string }>(events[0]);
    const page = (await (await api(`/v1/message/chat/${chatId}/`, { headers })).json()) as {
      items: { attachments: { name: string; url: string }[] }[];
    };
    const attachment = page.items[0]?.attachments[0];
    expect(attachment).toMatchObject({ name: 'data.csv' });
    const download = await api(attachment?.url ?? '', { headers });
    expect(await download.text()).toContain(marker);
  });

  it('reads a PDF’s text into the prompt', { timeout: 30_000 }, async () => {
    const { headers } = await registerUser();
    const marker = `pdf${crypto.randomUUID().slice(0, 8)}`;
    const content = `BT /F1 18 Tf 10 100 Td (${marker}) Tj ET`;
    const pdf = [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R',
      '  /Resources << /Font << /F1 5 0 R >> >> >> endobj',
      `4 0 obj << /Length ${content.length} >> stream`,
      content,
      'endstream endobj',
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n');
    const file = new File([pdf], 'doc.pdf', { type: 'application/pdf' });
    const res = await send(headers, { question: `Read ${crypto.randomUUID()}`, file });
    expect(res.status).toBe(200);
    await readEvents(res);
    const request = await providerRequest(marker);
    expect(JSON.stringify(request?.body.messages.at(-1))).toContain('Attached file \\"doc.pdf\\"');
  });

  it('sends an image to a vision model as an image part', async () => {
    const { headers } = await registerUser();
    const marker = `img-${crypto.randomUUID()}`;
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'dot.png', {
      type: 'image/png',
    });
    await readEvents(await send(headers, { question: marker, file: png }));
    const content = (await providerRequest(marker))?.body.messages.at(-1)?.content as {
      type: string;
    }[];
    expect(content.map((part) => part.type)).toEqual(['text', 'image_url']);
  });

  it('applies the assistant’s system prompt and temperature, and web search only when asked', async () => {
    const { headers } = await registerUser();
    const marker = `asst-${crypto.randomUUID()}`;
    await readEvents(
      await send(headers, {
        model: 'gpt:gpt',
        question: marker,
        assistantId: 'translator',
        browsing: true,
      }),
    );
    const request = await providerRequest(marker);
    // Search models take no temperature; the AI SDK leaves it out for them.
    expect(request?.body.model).toBe('gpt-4o-search-preview');
    expect(request?.body.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('translator'),
    });
    const plain = `plain-${crypto.randomUUID()}`;
    await readEvents(
      await send(headers, { model: 'gpt:gpt', question: plain, assistantId: 'translator' }),
    );
    expect((await providerRequest(plain))?.body).toMatchObject({
      model: 'gpt-4o',
      temperature: 0.2,
    });
  });

  it('regenerates: a new answer is shown in place of the last, the question not repeated', async () => {
    const { headers } = await registerUser();
    const first = dataOf<{ chatId: string; messageId: string }>(
      (await readEvents(await send(headers, { question: 'Q fake:chunks=2' })))[0],
    );
    const again = await readEvents(
      await send(headers, { chatId: first.chatId, regeneration: true, question: 'Q' }),
    );
    const meta = dataOf<{ messageId: string }>(again[0]);
    expect(meta).not.toHaveProperty('userMessageId');
    expect(meta.messageId).not.toBe(first.messageId);
    const page = (await (await api(`/v1/message/chat/${first.chatId}/`, { headers })).json()) as {
      items: { id: string; role: string; content: string }[];
    };
    // The api answers the stored question again (docs/decisions/101-message-branches.md).
    expect(page.items.map((m) => [m.id, m.role, m.content])).toEqual([
      [expect.any(String), 'user', 'Q fake:chunks=2'],
      [meta.messageId, 'assistant', 'w1 w2 '],
    ]);
  });
});
