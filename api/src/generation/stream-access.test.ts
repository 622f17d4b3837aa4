import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { finished, generate, setBalance, type TaskJson } from '../../test/midjourney-helpers';
import { messagesOf as chatMessages } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';

type Meta = { requestId: string; messageId: string; chatId: string };

const decoder = new TextDecoder();

/** A response body read piece by piece: what came so far, and the rest to its end. */
function opened(res: Response) {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  let text = '';
  return {
    /** Reads until `what` has come (or the end). */
    async until(what: string) {
      while (!text.includes(what)) {
        const part = await reader.read();
        if (part.done) break;
        text += decoder.decode(part.value, { stream: true });
      }
      return text;
    },
    /** Reads to the end of the stream: everything it carried. */
    async all() {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        text += decoder.decode(part.value, { stream: true });
      }
      return text;
    },
  };
}

/** An owner and a member of their team, with a chat of the owner's shared with the member. */
async function sharedChat() {
  const owner = await registerUser();
  const reader = await registerUser();
  await joinTeam(owner, reader);
  const first = (await (
    await send(owner.headers, { stream: false, question: 'Start' })
  ).json()) as Meta;
  const share = json('POST', { chatId: first.chatId, userIds: [reader.user.id] }, owner.headers);
  expect((await api('/v1/chat/share', share)).status).toBe(200);
  return { owner, reader, chatId: first.chatId };
}

/**
 * The owner starts an answer whose last piece (`w5`) the provider holds; the reader opens its
 * stream and reads what came before. `release` lets the last piece go.
 */
async function watching(owner: RegisteredUser, reader: RegisteredUser, chatId: string) {
  const gate = `acc${crypto.randomUUID().replaceAll('-', '')}`;
  const res = await send(owner.headers, {
    chatId,
    question: `More fake:chunks=5 fake:hold=${gate}`,
  });
  const own = opened(res);
  const meta = dataOf<Meta>((await readEvents(new Response(await own.until('w4')))).at(0));
  const watched = await api(`/v1/openai/stream/${meta.requestId}`, { headers: reader.headers });
  expect(watched.status).toBe(200);
  const theirs = opened(watched);
  expect(await theirs.until('w4')).toContain('event: meta');
  const release = () => fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });
  return { own, theirs, release, meta };
}

// Several sign-ups, a team and held streams per case: slow on a busy machine.
describe('an open answer stream ends when its reader loses the chat (decision 193)', {
  timeout: 30_000,
}, () => {
  it('a member removed from the team gets nothing written after the removal', async () => {
    const { owner, reader, chatId } = await sharedChat();
    const { own, theirs, release } = await watching(owner, reader, chatId);
    const removed = await api(`/v1/entity/members/${reader.user.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(removed.status).toBe(200);
    await release();
    const seen = await theirs.all();
    expect(seen).not.toContain('w5');
    expect(seen).not.toContain('[DONE]');
    // The owner's own stream goes on to its end.
    const whole = await own.all();
    expect(whole).toContain('w5');
    expect(whole).toContain('[DONE]');
  });

  it('a reader the chat is unshared from, and a member who leaves the chat’s author', async () => {
    const { owner, reader, chatId } = await sharedChat();
    const first = await watching(owner, reader, chatId);
    const unshare = json('POST', { chatId, userIds: [] }, owner.headers);
    expect((await api('/v1/chat/share', unshare)).status).toBe(200);
    await first.release();
    expect(await first.theirs.all()).not.toContain('w5');
    expect(await first.own.all()).toContain('[DONE]');

    // The author leaves the team: their chat shared with a mate closes to the mate.
    const mate = await registerUser();
    await joinTeam(owner, mate);
    const mine = (await (
      await send(reader.headers, { stream: false, question: 'Mine' })
    ).json()) as Meta;
    const share = json('POST', { chatId: mine.chatId, userIds: [mate.user.id] }, reader.headers);
    expect((await api('/v1/chat/share', share)).status).toBe(200);
    const second = await watching(reader, mate, mine.chatId);
    const left = await api(`/v1/entity/members/${reader.user.id}`, {
      method: 'DELETE',
      headers: reader.headers,
    });
    expect(left.status).toBe(200);
    await second.release();
    expect(await second.theirs.all()).not.toContain('w5');
    expect(await second.own.all()).toContain('w5');
  });

  it('the chat deleted: every stream of it ends and the answer stops', async () => {
    const { owner, reader, chatId } = await sharedChat();
    const { own, theirs, release, meta } = await watching(owner, reader, chatId);
    const deleted = await api(`/v1/chat/delete/${chatId}`, {
      method: 'PATCH',
      headers: owner.headers,
    });
    expect(deleted.status).toBe(200);
    await release();
    const [seen, whole] = [await theirs.all(), await own.all()];
    expect(seen).not.toContain('w5');
    expect(whole).not.toContain('w5');
    const again = await api(`/v1/openai/stream/${meta.requestId}`, { headers: reader.headers });
    expect(again.status).toBe(404);
  });
});

type Page = { items: { id: string; role: string; attachments: { url: string }[] }[] };

/** A victim's chat with a question carrying a file, its answer, and a Midjourney grid. */
async function victimsChat() {
  const victim = await registerUser();
  await setBalance(victim.user.entityId, 50_000);
  const file = new File(['private,1\n'], 'private.csv', { type: 'text/csv' });
  const sent = (await (
    await send(victim.headers, { stream: false, question: 'Mine', file })
  ).json()) as Meta;
  const page = (await (
    await api(`/v1/message/chat/${sent.chatId}/`, { headers: victim.headers })
  ).json()) as Page;
  const question = page.items.find((m) => m.role === 'user');
  const started = await generate(victim.headers, { image: { prompt: 'a private grid' } });
  const grid = await finished(victim.headers, ((await started.json()) as TaskJson).id);
  return {
    victim,
    sent,
    questionId: question?.id ?? '',
    fileUrl: question?.attachments[0]?.url ?? '',
    grid,
  };
}

const messagesOf = async (chatId: string) => {
  const rows = await chatMessages(env, chatId);
  return { n: rows.length, text: rows.map((row) => row.content).join('|') };
};

const statusOf = async (res: Promise<Response>) => {
  const done = await res;
  await done.arrayBuffer();
  return done.status;
};

// The peers' advisories of 2026, replayed against Beseda's routes (security round 3).
describe('advisories replayed: another person’s ids reach nothing', { timeout: 30_000 }, () => {
  it('an answer stream read by another user’s stream id (CVE-2026-31950)', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const gate = `cve${crypto.randomUUID().replaceAll('-', '')}`;
    const res = await send(owner.headers, { question: `Go fake:chunks=3 fake:hold=${gate}` });
    const own = opened(res);
    const meta = dataOf<Meta>((await readEvents(new Response(await own.until('w2')))).at(0));
    const id = meta.requestId;
    const as = stranger.headers;
    const tries = {
      stream: await statusOf(api(`/v1/openai/stream/${id}`, { headers: as })),
      resume: await statusOf(
        api(`/v1/openai/stream/${id}`, { headers: { ...as, 'Last-Event-ID': '1' } }),
      ),
      stop: await statusOf(api(`/v1/openai/stop/${id}`, { method: 'POST', headers: as })),
      approve: await statusOf(
        api(
          `/v1/openai/tool-approval/${id}`,
          json('POST', { toolCallId: 'x', approved: true }, as),
        ),
      ),
    };
    expect(tries).toEqual({ stream: 404, resume: 404, stop: 404, approve: 404 });
    // A send reusing the id is the stranger's own answer (decision 226): their own chat, never
    // the owner's stream.
    const theirs = await send(as, { requestId: id, stream: false, question: 'Mine fake:chunks=2' });
    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as Meta).chatId).not.toBe(meta.chatId);
    await fetch(`${env.FAKE_OPENAI_URL}/__fake/release/${gate}`, { method: 'POST' });
    const all = await own.all();
    expect(all).toContain('[DONE]');
    expect(all).not.toContain('Mine');
    const ownChat = await messagesOf(meta.chatId);
    expect(ownChat.n).toBe(2);
    expect(ownChat.text).not.toContain('Mine');
  });

  it('a message put into another user’s chat by naming it in another parameter (CVE-2026-54026)', async () => {
    const { victim, sent, questionId } = await victimsChat();
    const before = await messagesOf(sent.chatId);
    const stranger = await registerUser();
    const mine = (await (
      await send(stranger.headers, { stream: false, question: 'Mine' })
    ).json()) as Meta;
    const as = stranger.headers;
    const tries = [
      // Their chat in the query.
      send(as, { chatId: sent.chatId, question: 'injected' }),
      // Their message as the parent, in no chat and in the stranger's own chat.
      send(as, { parentId: sent.messageId, question: 'injected' }),
      send(as, { chatId: mine.chatId, parentId: sent.messageId, question: 'injected' }),
      // Their question answered again, or edited.
      send(as, { answerTo: questionId, question: 'injected' }),
      send(as, { chatId: mine.chatId, answerTo: questionId, question: 'injected' }),
      send(as, { chatId: mine.chatId, editOf: questionId, question: 'injected' }),
      send(as, { chatId: mine.chatId, regeneration: true, parentId: questionId }),
    ];
    for (const attempt of tries) {
      const status = await statusOf(attempt);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await messagesOf(sent.chatId)).toEqual(before);
    const page = await api(`/v1/message/chat/${sent.chatId}/`, { headers: victim.headers });
    expect(JSON.stringify(await page.json())).not.toContain('injected');
  });

  it('a file’s contents through another person’s attachment or media id (CVE-2026-54043)', async () => {
    const { sent, fileUrl, grid } = await victimsChat();
    expect(fileUrl).not.toBe('');
    const stranger = await registerUser();
    const as = { headers: stranger.headers };
    const tries = {
      attachment: await statusOf(api(fileUrl, as)),
      media: await statusOf(api(`/v1/media/${grid.mediaId}`, as)),
      download: await statusOf(api(`/v1/media/${grid.mediaId}?download=1`, as)),
      thumbnail: await statusOf(api(`/v1/media/${grid.mediaId}/thumbnail`, as)),
      deleteMedia: await statusOf(
        api(`/v1/media/${grid.mediaId}`, { method: 'DELETE', headers: stranger.headers }),
      ),
      copy: await statusOf(
        api(`/v1/chat/${sent.chatId}/copy`, { method: 'POST', headers: stranger.headers }),
      ),
    };
    expect(tries).toEqual({
      attachment: 404,
      media: 404,
      download: 404,
      thumbnail: 404,
      deleteMedia: 404,
      copy: 404,
    });
  });
});
