import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { personOf } from '../person/person-of';

const TOKEN = 'test-only-storage-move-token';
type Headers = Record<string, string>;
type Rating = { messageId: string; rating: string; reason: string | null; comment: string | null };

/**
 * One run of the ratings' move through its route, for these people only (files share one
 * database); memories have their own file (memories-move.test.ts).
 */
async function runMove(userIds: string[], budget: Record<string, number> = {}) {
  const res = await api(
    '/internal/storage-moves',
    json('POST', { userIds, parts: ['ratings'], ...budget }, { Authorization: `Bearer ${TOKEN}` }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as {
    moves: { part: string; ownerId: string; outcome: string; rows?: number; rowsCopied?: number }[];
    remaining: { ratings: number };
  };
}

/** A chat with one rated answer, through the real routes; its chat id. */
async function ratedChat(headers: Headers, body: Record<string, string>) {
  const sent = await send(headers, { stream: false, question: `Question ${body.rating}` });
  const { chatId } = (await sent.json()) as { chatId: string };
  const listed = (await (
    await api(`/v1/message/chat/${chatId}?pageNumber=1&pageSize=10`, { headers })
  ).json()) as { items: { id: string; role: string }[] };
  const answer = listed.items.find((m) => m.role === 'assistant')?.id;
  const rated = await api(`/v1/message/rating/${answer}`, json('PUT', body, headers));
  expect(rated.status).toBe(200);
  return { chatId, answer: answer as string };
}

const ratingsOf = async (headers: Headers, chatId: string) => {
  const res = await api(`/v1/message/chat/${chatId}/ratings`, { headers });
  return { status: res.status, body: (await res.json()) as { items?: Rating[]; code?: string } };
};

/** A person with three rated answers in three chats, and what the api reads back for them. */
async function personWithRatings() {
  const person = await registerUser({ inD1: true });
  const headers = { ...person.headers, 'X-Ad-Locale': 'en' };
  const chats = [
    await ratedChat(headers, { rating: 'up' }),
    await ratedChat(headers, { rating: 'down', reason: 'wrong', comment: 'Wrong year' }),
    await ratedChat(headers, { rating: 'up', reason: 'helpful' }),
  ];
  const before = await Promise.all(chats.map(({ chatId }) => ratingsOf(headers, chatId)));
  return { person, headers, chats, before };
}

const d1Ratings = (person: RegisteredUser) =>
  env.DB.prepare('SELECT count(*) AS n FROM message_ratings WHERE user_id = ?1')
    .bind(person.user.id)
    .first<number>('n');

// Each test sends three to six answers through the api: longer than the default 5 s on a busy machine.
describe('the move of a person’s data from D1 into their object', () => {
  it('moves their ratings, which read back the same and are then written to the object', async () => {
    const { person, headers, chats, before } = await personWithRatings();
    expect(before.map((read) => read.body.items?.length)).toEqual([1, 1, 1]);
    const unauthorized = await api('/internal/storage-moves', json('POST', {}, person.headers));
    expect(unauthorized.status).toBe(404);

    const report = await runMove([person.user.id]);
    expect(report.moves.filter((move) => move.part === 'ratings')).toEqual([
      expect.objectContaining({ ownerId: person.user.id, outcome: 'moved', rows: 3 }),
    ]);
    expect(report.remaining.ratings).toBe(0);
    const after = await Promise.all(chats.map(({ chatId }) => ratingsOf(headers, chatId)));
    expect(after).toEqual(before);
    // The team owner's ledger export still shows the rating beside the answer it paid for.
    const csv = await (await api('/v1/entity/ledger.csv?kind=usage', { headers })).text();
    expect(csv).toMatch(/,down,wrong,Wrong year\r?\n/);

    // From now on the object holds them: a change reads back, D1's copy stays as it was.
    const changed = await api(
      `/v1/message/rating/${chats[0]?.answer}`,
      json('PUT', { rating: 'down', reason: 'unsafe' }, headers),
    );
    expect(changed.status).toBe(200);
    expect((await ratingsOf(headers, chats[0]?.chatId ?? '')).body.items).toEqual([
      { messageId: chats[0]?.answer, rating: 'down', reason: 'unsafe', comment: null },
    ]);
    const d1Row = await env.DB.prepare('SELECT rating FROM message_ratings WHERE message_id = ?1')
      .bind(chats[0]?.answer)
      .first<string>('rating');
    expect(d1Row).toBe('up');
    expect(await d1Ratings(person)).toBe(3);
    // A second run finds nothing left to do.
    expect((await runMove([person.user.id])).moves[0]?.outcome).toBe('already');
  }, 30_000);

  it('resumes a move stopped midway; meanwhile reads come from D1 and writes wait', async () => {
    const { person, headers, chats, before } = await personWithRatings();

    const first = await runMove([person.user.id], { pageRows: 1, pages: 1 });
    expect(first.moves[0]).toMatchObject({ outcome: 'paused', rowsCopied: 1 });
    expect(first.remaining.ratings).toBe(1);
    expect(await Promise.all(chats.map(({ chatId }) => ratingsOf(headers, chatId)))).toEqual(
      before,
    );
    const write = await api(
      `/v1/message/rating/${chats[1]?.answer}`,
      json('PUT', { rating: 'up' }, headers),
    );
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('2');
    expect(((await write.json()) as { code: string }).code).toBe('storage_moving');

    // The object fails on the next run: the move records why and stays where it was.
    const person$ = personOf(env, person.user.id);
    await runInDurableObject(person$, (_, state) => {
      state.storage.sql.exec('ALTER TABLE ratings RENAME TO ratings_away');
    });
    const failed = await runMove([person.user.id], { pageRows: 1 });
    expect(failed.moves[0]).toMatchObject({ outcome: 'failed' });
    await runInDurableObject(person$, (_, state) => {
      state.storage.sql.exec('ALTER TABLE ratings_away RENAME TO ratings');
    });

    const second = await runMove([person.user.id], { pageRows: 1 });
    expect(second.moves[0]).toMatchObject({ outcome: 'moved', rows: 3 });
    const row = await env.DB.prepare(
      "SELECT state, rows_copied, rows_verified, attempts, error FROM storage_moves WHERE owner_id = ?1 AND part = 'ratings'",
    )
      .bind(person.user.id)
      .first();
    expect(row).toEqual({
      state: 'moved',
      rows_copied: 3,
      rows_verified: 3,
      attempts: 3,
      error: null,
    });
    expect(await Promise.all(chats.map(({ chatId }) => ratingsOf(headers, chatId)))).toEqual(
      before,
    );
  }, 30_000);

  it('answers 503 to a person whose object fails, for their own requests only', async () => {
    const broken = await personWithRatings();
    const fine = await personWithRatings();
    await runMove([broken.person.user.id, fine.person.user.id]);
    await runInDurableObject(personOf(env, broken.person.user.id), (_, state) => {
      state.storage.sql.exec('DROP TABLE ratings');
    });

    const failing = await ratingsOf(broken.headers, broken.chats[0]?.chatId ?? '');
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({ code: 'person_unavailable' });
    // The rest of their account still answers, and so does everyone else.
    expect((await api('/v1/user', { headers: broken.headers })).status).toBe(200);
    expect(await ratingsOf(fine.headers, fine.chats[0]?.chatId ?? '')).toEqual(fine.before[0]);
  }, 30_000);
});
