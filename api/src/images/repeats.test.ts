import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { moneyOf } from '../../test/voice-helpers';

interface ImageAnswer {
  messageId: string;
  status: string;
  cost: number;
  images: { id: string }[];
}

function sendImage(user: RegisteredUser, requestId: string) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: `a heron ${requestId}` }]));
  form.set('requestId', requestId);
  return api('/v1/openai/gpt/gpt-image-1?image=true', {
    method: 'POST',
    headers: { 'X-Ad-Locale': 'en', ...user.headers },
    body: form,
  });
}

async function generations(requestId: string) {
  const list = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
    path: string;
    body: unknown;
  }[];
  return list.filter(
    (r) => r.path.endsWith('/images/generations') && JSON.stringify(r.body).includes(requestId),
  ).length;
}

describe('an image send repeated with one requestId', () => {
  it('gives twenty parallel repeats the one answer, made and charged once', async () => {
    const user = await registerUser();
    const before = await moneyOf(user.user.entityId);
    const requestId = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => sendImage(user, requestId)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const answers = (await Promise.all(responses.map((r) => r.json()))) as ImageAnswer[];
    const first = answers[0] as ImageAnswer;
    expect(first).toMatchObject({ status: 'complete', cost: 500 });
    for (const answer of answers) {
      expect(answer).toMatchObject({ messageId: first.messageId, status: 'complete' });
      expect(answer.images.map((i) => i.id)).toEqual(first.images.map((i) => i.id));
    }
    expect(await generations(requestId)).toBe(1);
    expect(await moneyOf(user.user.entityId)).toEqual({
      balance: before.balance - 500,
      usage: before.usage - 500,
      holds: 0,
    });

    // Someone else sending with the same requestId gets their own answer, paid by their own
    // team (a requestId is its author's, decision 226): nothing of the first is reached.
    const owners = await moneyOf(user.user.entityId);
    const stranger = await registerUser();
    const strangers = await moneyOf(stranger.user.entityId);
    const res = await sendImage(stranger, requestId);
    expect(res.status).toBe(200);
    const theirs = (await res.json()) as ImageAnswer;
    expect(theirs).toMatchObject({ status: 'complete', cost: 500 });
    expect(theirs.messageId).not.toBe(first.messageId);
    const firstImages = new Set(first.images.map((i) => i.id));
    expect(theirs.images.filter((i) => firstImages.has(i.id))).toEqual([]);
    expect(await generations(requestId)).toBe(2);
    expect(await moneyOf(stranger.user.entityId)).toEqual({
      balance: strangers.balance - 500,
      usage: strangers.usage - 500,
      holds: 0,
    });
    expect(await moneyOf(user.user.entityId)).toEqual(owners);
    // The owner's repeat still gets the owner's one answer.
    const again = (await (await sendImage(user, requestId)).json()) as ImageAnswer;
    expect(again).toMatchObject({ messageId: first.messageId, status: 'complete' });
    expect(await generations(requestId)).toBe(2);
  }, 60_000);
});
