import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { answerRow, dataOf, readEvents, readSome, send, settled } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { holdsOfRequest } from '../../test/money-helpers';
import { attachmentKeys, setChatExpiry } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';
import { generationsOf } from '../generation/generation';
import { personOf } from '../person/person-of';
import { removeExpiredChats } from './expired-chats';

type Meta = { requestId: string; messageId: string; chatId: string };

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * An answer (temporary or not) whose `run_python` call wrote a file the api keeps as media: the
 * answer's ids, the file's media id and its R2 key.
 */
async function answerWithFile(user: RegisteredUser, requestId: string, temporary: boolean) {
  const code = "open('/mnt/data/secret.csv','w').write('a,b')";
  const question = `Compute it fake:tool=run_python fake:args=${hex(JSON.stringify({ code }))}`;
  const res = await send(user.headers, { question, code: true, temporary, requestId });
  const events = await readSome(res, 2);
  const meta = dataOf<Meta>(events[0]);
  const call = dataOf<{ id: string }>(events[1]);
  const upload = await api(`/v1/openai/tool-result/${meta.requestId}/files?name=secret.csv`, {
    method: 'POST',
    body: 'secret,1\n',
    headers: { ...user.headers, 'content-type': 'application/octet-stream' },
  });
  expect(upload.status).toBe(201);
  const { mediaId } = (await upload.json()) as { mediaId: string };
  const result = { toolCallId: call.id, output: 'wrote it', isError: false, files: [mediaId] };
  const posted = await api(
    `/v1/openai/tool-result/${meta.requestId}`,
    json('POST', result, user.headers),
  );
  expect(posted.status).toBe(204);
  await settled(meta.messageId);
  const key = await env.DB.prepare('SELECT r2_key FROM media WHERE id = ?1')
    .bind(mediaId)
    .first<string>('r2_key');
  expect(await env.FILES.head(key ?? '')).not.toBeNull();
  const media = await api(`/v1/media/${mediaId}`, { headers: user.headers });
  expect(await media.text()).toBe('secret,1\n');
  return { meta, mediaId, key: key ?? '' };
}

/** What is left of a wiped answer: each read's status, and what storage still holds. */
async function leftOf(user: RegisteredUser, wiped: Awaited<ReturnType<typeof answerWithFile>>) {
  const { meta, mediaId, key } = wiped;
  const status = async (res: Promise<Response>) => {
    const done = await res;
    await done.arrayBuffer();
    return done.status;
  };
  const events = await generationsOf(env, user.user.id).fetch(
    `https://generation/events?request=${meta.requestId}&after=0&reader=${user.user.id}`,
  );
  await events.arrayBuffer();
  return {
    media: await status(api(`/v1/media/${mediaId}`, { headers: user.headers })),
    object: (await env.FILES.head(key)) === null ? 'gone' : 'kept',
    mediaRows: await env.DB.prepare('SELECT count(*) AS n FROM media WHERE chat_id = ?1')
      .bind(meta.chatId)
      .first<number>('n'),
    // The same requestId sent again, streamed and not, and read back.
    replayStreamed: await status(send(user.headers, { requestId: meta.requestId })),
    replayJson: await status(send(user.headers, { requestId: meta.requestId, stream: false })),
    resume: await status(api(`/v1/openai/stream/${meta.requestId}`, { headers: user.headers })),
    storedEvents: events.status,
    text: (await answerRow(meta.messageId))?.content,
  };
}

const GONE = {
  media: 404,
  object: 'gone',
  mediaRows: 0,
  replayStreamed: 404,
  replayJson: 404,
  resume: 404,
  storedEvents: 404,
  text: '',
};

describe('a wiped chat leaves no file and no answer behind (decision 193)', {
  timeout: 30_000,
}, () => {
  it.each([
    ['its object’s alarm, for a new account', 'object'],
    ['the cron, for an account still in D1', 'd1'],
  ] as const)(
    'the temporary chats’ sweep (%s) deletes its run_python files and the stored events',
    async (_, home) => {
      const user = await registerUser({ inD1: home === 'd1' });
      const wiped = await answerWithFile(user, crypto.randomUUID(), true);
      await setChatExpiry(
        env,
        wiped.meta.chatId,
        new Date(Date.now() - 1000).toISOString(),
        user.user.id,
      );
      if (home === 'object') {
        // The chat's start set the alarm (for its end a day away); rung now, it finds the chat due.
        expect(await runDurableObjectAlarm(personOf(env, user.user.id))).toBe(true);
      } else {
        expect(await removeExpiredChats(env, new Date())).toBeGreaterThanOrEqual(1);
      }
      expect(await leftOf(user, wiped)).toEqual(GONE);
    },
  );

  it('deleting an ordinary chat does the same', async () => {
    const user = await registerUser();
    const wiped = await answerWithFile(user, crypto.randomUUID(), false);
    const deleted = await api(`/v1/chat/delete/${wiped.meta.chatId}`, {
      method: 'PATCH',
      headers: user.headers,
    });
    expect(deleted.status).toBe(200);
    expect(await leftOf(user, wiped)).toEqual(GONE);
  });

  it('deleting a chat mid-answer stops it, billed, and keeps none of its words', async () => {
    const user = await registerUser();
    const gate = `wipe${crypto.randomUUID().replaceAll('-', '')}`;
    const res = await send(user.headers, { question: `Go fake:chunks=5 fake:hold=${gate}` });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const first = await reader.read();
    const meta = dataOf<Meta>(
      (await readEvents(new Response(first.value))).find((e) => e.event === 'meta'),
    );
    const deleted = await api(`/v1/chat/delete/${meta.chatId}`, {
      method: 'PATCH',
      headers: user.headers,
    });
    expect(deleted.status).toBe(200);
    // The open stream has ended (as a stop ends it): the provider's last piece never comes.
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      rest += new TextDecoder().decode(part.value);
    }
    expect(rest).toContain('[DONE]');
    expect(rest).not.toContain('w5');
    const row = await answerRow(meta.messageId);
    expect(row).toMatchObject({ status: 'stopped', content: '' });
    expect(await holdsOfRequest(env, meta.requestId)).toHaveLength(0);
  });
});

describe('a file copies share stays until the last chat holding it is deleted (decision 212)', () => {
  it('keeps it through the reader’s copies, and frees it with the owner’s chat', async () => {
    const owner = await registerUser();
    const reader = await registerUser();
    await joinTeam(owner, reader);
    const file = new File(['x,y\n'], 'pair.csv', { type: 'text/csv' });
    const sent = await send(owner.headers, { stream: false, question: 'Read', file });
    const { chatId } = (await sent.json()) as Meta;
    const share = json('POST', { chatId, userIds: [reader.user.id] }, owner.headers);
    expect((await api('/v1/chat/share', share)).status).toBe(200);
    const copies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await api(`/v1/chat/${chatId}/copy`, { method: 'POST', headers: reader.headers });
      expect(res.status).toBe(201);
      copies.push(((await res.json()) as { id: string }).id);
    }
    const key = (await attachmentKeys(env, chatId, owner.user.id))[0] ?? '';
    const state = async () => ({
      object: (await env.FILES.head(key)) === null ? 'gone' : 'kept',
      holders: (
        await env.DB.prepare('SELECT holder_id FROM file_refs WHERE r2_key = ?1 ORDER BY 1')
          .bind(key)
          .all<{ holder_id: string }>()
      ).results.map((row) => row.holder_id),
    });
    const remove = async (user: RegisteredUser, id: string) => {
      const res = await api(`/v1/chat/delete/${id}`, { method: 'PATCH', headers: user.headers });
      expect(res.status).toBe(200);
    };
    const both = [owner.user.id, reader.user.id].sort();

    await remove(reader, copies[0] ?? '');
    expect(await state()).toEqual({ object: 'kept', holders: both });
    await remove(reader, copies[1] ?? '');
    expect(await state()).toEqual({ object: 'kept', holders: [owner.user.id] });
    await remove(owner, chatId);
    expect(await state()).toEqual({ object: 'gone', holders: [] });
  });
});
