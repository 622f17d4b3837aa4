import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { answerRow, balanceOf, dataOf, readEvents, readSome, send } from '../../test/chat-helpers';
import { xlsxWith } from '../../test/document-builders';
import { api, registerUser } from '../../test/helpers';
import { holdCount, holdsOfRequest, ledgerLinesOfRef } from '../../test/money-helpers';
import { countAttachments, countChats, countMessages } from '../../test/storage-helpers';

type FakeRequest = { body: { messages: { role: string; content: unknown }[] } };
type Meta = { chatId: string; messageId: string; userMessageId: string; leftOut?: string[] };

/** The OpenAI fake's last request whose prompt contains `marker`. */
async function providerRequest(marker: string): Promise<FakeRequest | undefined> {
  const list = (await (
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)
  ).json()) as FakeRequest[];
  return list.findLast((r) => JSON.stringify(r.body).includes(marker));
}

/** A send with the files as repeated multipart parts named `field`. */
function sendFiles(
  headers: Record<string, string>,
  files: File[],
  opts: {
    question: string;
    chatId?: string;
    parentId?: string;
    field?: string;
    model?: string;
    requestId?: string;
  },
) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: opts.question }]));
  form.set('requestId', opts.requestId ?? crypto.randomUUID());
  if (opts.parentId) form.set('parentId', opts.parentId);
  for (const file of files) form.append(opts.field ?? 'file', file);
  const query = opts.chatId ? `?chatId=${opts.chatId}` : '';
  const model = (opts.model ?? 'gpt:gpt-mini').replace(':', '/');
  return api(`/v1/openai/${model}${query}`, {
    method: 'POST',
    body: form,
    headers: { ...headers, 'X-Ad-Locale': 'en', 'X-Stream': 'true' },
  });
}

const textFile = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

describe('several files per message', () => {
  it('takes repeated file parts and a files part, all in the prompt and the message', async () => {
    const { headers } = await registerUser();
    const marker = crypto.randomUUID();
    const res = await sendFiles(
      headers,
      [textFile('a.txt', `alpha-${marker}`), textFile('b.md', `beta-${marker}`)],
      { question: `Compare ${marker}` },
    );
    expect(res.status).toBe(200);
    const meta = dataOf<Meta>((await readEvents(res))[0]);
    const prompt = JSON.stringify((await providerRequest(`alpha-${marker}`))?.body.messages);
    expect(prompt).toContain(`beta-${marker}`);
    const more = await sendFiles(headers, [textFile('c.csv', `gamma-${marker}`)], {
      question: 'And this',
      chatId: meta.chatId,
      field: 'files',
    });
    await readEvents(more);
    const page = (await (await api(`/v1/message/chat/${meta.chatId}/`, { headers })).json()) as {
      items: { role: string; attachments: { name: string }[] }[];
    };
    const names = page.items.filter((m) => m.role === 'user').map((m) => m.attachments);
    expect(names).toMatchObject([[{ name: 'a.txt' }, { name: 'b.md' }], [{ name: 'c.csv' }]]);
  });

  it('refuses an empty file and names the accepted types, storing nothing', async () => {
    const { headers, user } = await registerUser();
    const empty = await sendFiles(headers, [textFile('ok.txt', 'x'), textFile('empty.txt', '')], {
      question: 'Read',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: 'file_empty',
      message: 'The file "empty.txt" is empty',
    });
    const exe = new File([new Uint8Array([77, 90])], 'tool.exe', {
      type: 'application/x-msdownload',
    });
    const refused = await sendFiles(headers, [exe], { question: 'Run' });
    expect(refused.status).toBe(415);
    const body = (await refused.json()) as { message: string };
    expect(body.message).toContain('"tool.exe"');
    expect(body.message).toContain('PNG, JPEG, GIF, WebP');
    expect(body.message).toContain('PDF');
    const objects = await env.FILES.list({ prefix: `uploads/${user.id}/` });
    expect(objects.objects).toHaveLength(0);
    const chats = (await (await api('/v1/chat', { headers })).json()) as { items: unknown[] };
    expect(chats.items).toEqual([]);
  });
});

describe('a refused start with files', () => {
  it('leaves no hold, no record of the files and no stored file (decision 216)', async () => {
    const user = await registerUser();
    const requestId = crypto.randomUUID();
    const first = dataOf<Meta>(
      (await readEvents(await send(user.headers, { requestId, model: 'gpt:gpt' })))[0],
    );
    const charged = await ledgerLinesOfRef(env, first.messageId, 'usage', user.user.entityId);
    expect(charged).toHaveLength(1);
    // The same requestId again, now with a file: the paid start's records are refused (its
    // answer exists), so the files are not recorded nor kept and no hold stays; the send gets
    // the first answer.
    const res = await sendFiles(user.headers, [textFile('a.txt', 'alpha')], {
      question: 'Read',
      model: 'gpt:gpt',
      requestId,
    });
    expect(res.status).toBe(200);
    expect(dataOf<Meta>((await readEvents(res))[0]).messageId).toBe(first.messageId);
    expect(await holdsOfRequest(env, requestId, user.user.entityId)).toHaveLength(0);
    expect(await countAttachments(env, first.chatId, user.user.id)).toBe(0);
    expect(await countMessages(env, first.chatId, '1', user.user.id)).toBe(2);
    expect(await countChats(env, user.user.id)).toBe(1);
    expect(await ledgerLinesOfRef(env, first.messageId, 'usage', user.user.entityId)).toEqual(
      charged,
    );
    const objects = await env.FILES.list({ prefix: `uploads/${user.user.id}/` });
    expect(objects.objects).toHaveLength(0);
  });

  it('leaves nothing of a stranger’s send reusing a requestId, for accounts in D1', async () => {
    // Accounts of the previous version share D1's messages: there a requestId already answered
    // refuses anyone else's records (decision 226; in their objects each starts their own).
    const [owner, stranger] = await Promise.all([
      registerUser({ inD1: true }),
      registerUser({ inD1: true }),
    ]);
    const requestId = crypto.randomUUID();
    await readEvents(await send(owner.headers, { requestId, model: 'gpt:gpt' }));
    // Someone else's requestId: the paid start places its hold, its records are refused (the
    // answer exists), and the hold goes with them.
    const res = await sendFiles(stranger.headers, [textFile('a.txt', 'alpha')], {
      question: 'Read',
      model: 'gpt:gpt',
      requestId,
    });
    expect(res.status).toBe(404);
    const left = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM attachments WHERE r2_key LIKE ?1) AS attachments,
         (SELECT COUNT(*) FROM chats WHERE owner_id = ?2) AS chats`,
    )
      .bind(`uploads/${stranger.user.id}/%`, stranger.user.id)
      .first();
    expect(left).toEqual({ attachments: 0, chats: 0 });
    expect(await holdCount(env, stranger.user.entityId)).toBe(0);
    const objects = await env.FILES.list({ prefix: `uploads/${stranger.user.id}/` });
    expect(objects.objects).toHaveLength(0);
  });
});

describe('spreadsheets', () => {
  const xlsxFile = (name: string, bytes: Uint8Array) =>
    new File([bytes], name, {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  /** The text parts of the last message of the provider request with `marker`. */
  const lastPromptText = async (marker: string) => {
    const request = await providerRequest(marker);
    const content = request?.body.messages.at(-1)?.content as { text?: string }[] | string;
    return typeof content === 'string'
      ? content
      : content.map((part) => part.text ?? '').join('\n');
  };

  it('gives the model each sheet of an XLSX as CSV, cut with a note, on later turns too', async () => {
    const { headers } = await registerUser();
    const marker = crypto.randomUUID();
    const many = Array.from({ length: 250 }, (_, n) => [`row ${n + 1}`, n + 1]);
    const workbook = xlsxWith([
      [
        'Sales',
        [
          ['item', 'amount', 'note'],
          ['tea', 120, 'green, loose'],
          ['cake', 80, 'say "yum"'],
        ],
      ],
      ['Log', [['entry', 'n'], ...many]],
    ]);
    const res = await sendFiles(headers, [xlsxFile('sales.xlsx', workbook)], {
      question: `Sum it ${marker}`,
    });
    expect(res.status).toBe(200);
    const meta = dataOf<Meta>((await readEvents(res))[0]);
    const text = await lastPromptText(`Sum it ${marker}`);
    expect(text).toContain('Attached file "sales.xlsx"');
    expect(text).toContain('(An Excel workbook with 2 sheets, its cells as CSV.');
    expect(text).toContain('It is cut: at most 20 sheets, 200 rows and 50 columns');
    expect(text).toContain('the whole file is at /mnt/data/sales.xlsx');
    expect(text).toContain(
      [
        'Sheet "Sales" (3 rows × 3 columns):',
        'item,amount,note',
        'tea,120,"green, loose"',
        'cake,80,"say ""yum"""',
      ].join('\n'),
    );
    expect(text).toContain(
      'Sheet "Log" (251 rows × 2 columns, the first 200 rows × 2 columns shown)',
    );
    expect(text).toContain('row 199,199');
    expect(text).not.toContain('row 200,200');

    // A later question in the chat still has the sheets (read again from R2).
    const later = `And the cakes? ${crypto.randomUUID()}`;
    const next = await sendFiles(headers, [], {
      question: later,
      chatId: meta.chatId,
      parentId: meta.messageId,
    });
    await readEvents(next);
    expect(await lastPromptText(later)).toContain('cake,80,"say ""yum"""');
  });

  it('falls back to a plain note on a workbook it cannot read, and keeps it for code', async () => {
    const { headers } = await registerUser();
    const marker = crypto.randomUUID();
    const broken = xlsxFile('broken.xlsx', new Uint8Array([80, 75, 3, 4, 20, 0]));
    const res = await sendFiles(headers, [broken], { question: `Sum it ${marker}` });
    expect(res.status).toBe(200);
    await readEvents(res);
    const text = await lastPromptText(`Sum it ${marker}`);
    expect(text).toContain('Attached file "broken.xlsx"');
    expect(text).toContain('its cells could not be read as text');
    expect(text).toContain('/mnt/data/broken.xlsx');
    expect(text).toContain('zipfile');
  });
});

describe('documents stay in the chat', () => {
  it('gives a later question the document sent earlier', async () => {
    const { headers } = await registerUser();
    const marker = `doc-${crypto.randomUUID()}`;
    const first = await sendFiles(headers, [textFile('notes.txt', marker)], { question: 'Keep' });
    const meta = dataOf<Meta>((await readEvents(first))[0]);
    const question = `What did the notes say? ${crypto.randomUUID()}`;
    const later = await sendFiles(headers, [], {
      question,
      chatId: meta.chatId,
      parentId: meta.messageId,
    });
    expect(dataOf<Meta>((await readEvents(later))[0]).leftOut).toBeUndefined();
    const prompt = JSON.stringify((await providerRequest(question))?.body.messages.at(-1));
    expect(prompt).toContain('Attached file \\"notes.txt\\"');
    expect(prompt).toContain(marker);
  });

  it('drops the oldest documents first when the window is full, and says which', async () => {
    const { headers } = await registerUser();
    const big = (n: number) => textFile(`doc-${n}.txt`, `mark${n}-`.padEnd(99_000, 'x'));
    let chatId: string | undefined;
    let parentId: string | undefined;
    const metas: Meta[] = [];
    for (const n of [1, 2, 3, 4]) {
      const res = await sendFiles(headers, [big(n)], { question: `Doc ${n}`, chatId, parentId });
      const meta = dataOf<Meta>((await readEvents(res))[0]);
      metas.push(meta);
      chatId = meta.chatId;
      parentId = meta.messageId;
    }
    // gpt-mini's window holds three such documents beside the question.
    expect(metas.map((meta) => meta.leftOut)).toEqual([
      undefined,
      undefined,
      undefined,
      ['doc-1.txt'],
    ]);
    const prompt = JSON.stringify((await providerRequest('mark4-'))?.body.messages.at(-1));
    expect(prompt).not.toContain('mark1-');
    expect(prompt).toContain('mark2-');
    expect(prompt).toContain('mark3-');
    // The notice is kept with its answer: the chat read again (a reload) still has it.
    const page = (await (await api(`/v1/message/chat/${chatId}/`, { headers })).json()) as {
      items: { role: string; leftOut?: string[] }[];
    };
    const answers = page.items.filter((message) => message.role === 'assistant');
    expect(answers.map((answer) => answer.leftOut)).toEqual([
      undefined,
      undefined,
      undefined,
      ['doc-1.txt'],
    ]);
  });
});

/** A PNG's signature and a marker: the fakes keep bytes as sent, never decode them. */
const pngFile = (name: string, marker: string, size = 0) => {
  const head = [
    ...new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    ...new TextEncoder().encode(marker),
  ];
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type: 'image/png' });
};
const base64Of = async (file: File) => {
  let binary = '';
  for (const byte of new Uint8Array(await file.arrayBuffer())) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** A provider fake's last request whose body contains `marker`; `baseUrl` is its api root. */
async function fakeRequest<T>(baseUrl: string | undefined, marker: string) {
  const root = baseUrl?.replace(/\/v1(beta)?$/, '');
  const list = (await (await fetch(`${root}/__fake/requests`)).json()) as { body: T }[];
  return list.findLast((r) => JSON.stringify(r.body).includes(marker))?.body;
}

describe('images stay in the chat for a model with vision', () => {
  it('sends a later question the photo of an earlier turn, in each provider’s own format', async () => {
    const { headers } = await registerUser();
    const photo = pngFile('car.png', `car-${crypto.randomUUID()}`);
    const first = await sendFiles(headers, [photo], { question: 'Here is my car' });
    const meta = dataOf<Meta>((await readEvents(first))[0]);
    const data = await base64Of(photo);

    const question = `What colour was the car in the photo? ${crypto.randomUUID()}`;
    const later = await sendFiles(headers, [], {
      question,
      chatId: meta.chatId,
      parentId: meta.messageId,
    });
    const laterMeta = dataOf<Meta>((await readEvents(later))[0]);
    expect(laterMeta.leftOut).toBeUndefined();
    // OpenAI chat completions: an `image_url` part with the bytes as a data URL.
    const openai = (await providerRequest(question))?.body.messages.at(-1)?.content;
    expect(openai).toEqual([
      { type: 'text', text: question },
      { type: 'text', text: 'Attached image "car.png":' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${data}` } },
    ]);

    // Anthropic messages: an `image` block with a base64 source.
    const again = `And its make? ${crypto.randomUUID()}`;
    const claude = await sendFiles(headers, [], {
      question: again,
      chatId: meta.chatId,
      parentId: laterMeta.messageId,
      model: 'claude:claude-haiku',
    });
    const claudeMeta = dataOf<Meta>((await readEvents(claude))[0]);
    const blocks = (
      await fakeRequest<FakeRequest['body']>(env.ANTHROPIC_BASE_URL, again)
    )?.messages.at(-1)?.content;
    expect(blocks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'image',
          source: { type: 'base64', media_type: 'image/png', data },
        }),
      ]),
    );

    // Gemini generateContent: an `inlineData` part.
    const year = `And its year? ${crypto.randomUUID()}`;
    const gemini = await sendFiles(headers, [], {
      question: year,
      chatId: meta.chatId,
      parentId: claudeMeta.messageId,
      model: 'gemini:gemini-25-flash',
    });
    const geminiMeta = dataOf<Meta>((await readEvents(gemini))[0]);
    type Contents = { contents: { parts: unknown[] }[] };
    const parts = (await fakeRequest<Contents>(env.GOOGLE_BASE_URL, year))?.contents.at(-1)?.parts;
    expect(parts).toContainEqual({ inlineData: { mimeType: 'image/png', data } });

    // A model without vision gets the words only, and is not told the photo was left out.
    const local = `Describe it ${crypto.randomUUID()}`;
    const plain = await sendFiles(headers, [], {
      question: local,
      chatId: meta.chatId,
      parentId: geminiMeta.messageId,
      model: 'local:deepseek-r1',
    });
    expect(plain.status).toBe(200);
    expect(dataOf<Meta>((await readEvents(plain))[0]).leftOut).toBeUndefined();
    const text = JSON.stringify((await providerRequest(local))?.body.messages);
    expect(text).not.toContain('image_url');
    expect(text).not.toContain('car.png');
  });

  it('counts images in the documents’ budget and leaves out the oldest first', async () => {
    const { headers } = await registerUser();
    const old = pngFile('old.png', `old-${crypto.randomUUID()}`);
    const first = await sendFiles(headers, [old], { question: 'An old photo' });
    const meta = dataOf<Meta>((await readEvents(first))[0]);
    // gpt-mini's window less the answer's share is 336 000 characters: these documents leave
    // less than an image's 4 500 (an image counts as the billing estimate counts it).
    const doc = (n: number, chars: number) =>
      textFile(`big-${n}.txt`, `mark${n}-`.padEnd(chars, 'x'));
    const newer = pngFile('new.png', `new-${crypto.randomUUID()}`);
    const second = await sendFiles(
      headers,
      [doc(1, 100_000), doc(2, 100_000), doc(3, 100_000), doc(4, 28_000), newer],
      { question: 'Documents', chatId: meta.chatId, parentId: meta.messageId },
    );
    const secondMeta = dataOf<Meta>((await readEvents(second))[0]);
    const question = `Compare the photos ${crypto.randomUUID()}`;
    const third = await sendFiles(headers, [], {
      question,
      chatId: meta.chatId,
      parentId: secondMeta.messageId,
    });
    expect(dataOf<Meta>((await readEvents(third))[0]).leftOut).toEqual(['old.png']);
    const prompt = JSON.stringify((await providerRequest(question))?.body.messages.at(-1));
    expect(prompt).toContain(await base64Of(newer));
    expect(prompt).not.toContain(await base64Of(old));
    for (const n of [1, 2, 3, 4]) expect(prompt).toContain(`mark${n}-`);
  });
});

describe('a stop before any output', () => {
  it('costs nothing: the hold is released and no usage is charged', async () => {
    const { headers, user } = await registerUser();
    const entityId = user.entityId;
    const before = await balanceOf(entityId);
    const requestId = crypto.randomUUID();
    const hold = `stop${crypto.randomUUID().replaceAll('-', '')}`;
    const res = await send(headers, {
      requestId,
      question: `Wait fake:chunks=1 fake:hold=${hold}`,
    });
    const [first] = await readSome(res, 1);
    const meta = dataOf<Meta>(first);
    const stop = await api(`/v1/openai/stop/${requestId}`, { method: 'POST', headers });
    expect(await stop.json()).toMatchObject({ status: 'stopped' });
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${hold}`, { method: 'POST' });
    expect(await answerRow(meta.messageId)).toMatchObject({ status: 'stopped', cost_kopecks: 0 });
    expect(await holdsOfRequest(env, requestId)).toHaveLength(0);
    expect(await ledgerLinesOfRef(env, meta.messageId, 'usage')).toHaveLength(0);
    expect(await balanceOf(entityId)).toBe(before);
  });
});
