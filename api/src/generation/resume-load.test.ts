import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, readSome, send } from '../../test/chat-helpers';
import { api, registerUser } from '../../test/helpers';
import { setBalance } from '../../test/money-helpers';
import { messagesOfRequest } from '../../test/storage-helpers';
import type { StreamEvent } from './sse';

/** Streams at once, each dropped and resumed at a random point while the others run. */
const STREAMS = 200;
const CHUNKS = 8;
const expected = Array.from({ length: CHUNKS }, (_, i) => `w${i + 1} `).join('');

/** A small seeded generator, so a failing run names the drop points it used. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const textOf = (events: StreamEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => dataOf<{ text: string }>(e).text)
    .join('');

describe('resuming many answers at once', () => {
  it(`drops ${STREAMS} readers at random deltas, resumes each: byte-exact, nothing doubled, saved once`, async () => {
    const { headers, user } = await registerUser();
    // Credit for every hold at once (each holds the longest possible answer's price).
    await setBalance(env, user.entityId, 1000000000);
    const seed = Date.now();
    const random = randomFrom(seed);
    // Events of a whole answer: meta, the deltas, usage, [DONE]; a reader leaves after 1..CHUNKS+1.
    const dropAfter = Array.from(
      { length: STREAMS },
      () => 1 + Math.floor(random() * (CHUNKS + 1)),
    );

    const one = async (keep: number) => {
      const requestId = crypto.randomUUID();
      const res = await send(headers, {
        requestId,
        question: `Resume under load fake:chunks=${CHUNKS} fake:delay=15`,
      });
      expect(res.status).toBe(200);
      const seen = await readSome(res, keep);
      const resumed = await api(`/v1/openai/stream/${requestId}`, {
        headers: { ...headers, 'Last-Event-ID': String(seen.at(-1)?.id ?? 0) },
      });
      expect(resumed.status).toBe(200);
      const all = [...seen, ...(await readEvents(resumed))];
      return { requestId, all };
    };
    const answers = await Promise.all(dropAfter.map(one));

    // An error event shows its code; the others their id and name.
    const shown = (e: StreamEvent) =>
      e.event === 'error' ? e.data : `${e.id} ${e.event ?? e.data}`;
    const wrong = answers.filter(
      ({ all }) =>
        textOf(all) !== expected ||
        all.some((e, i) => e.id !== i + 1) ||
        all.at(-1)?.data !== '[DONE]' ||
        all.filter((e) => e.event === 'usage').length !== 1,
    );
    expect(
      wrong.map((a) => a.all.map(shown).join(' / ')),
      `seed ${seed}`,
    ).toEqual([]);

    // D1 holds each answer once, complete and byte-exact (the generation saves before [DONE]).
    const ids = answers.map((a) => a.requestId);
    const saved = new Map<string, { n: number; exact: number }>();
    for (const id of ids) {
      const rows = await messagesOfRequest(env, id);
      const exact = rows.filter((row) => row.status === 'complete' && row.content === expected);
      saved.set(id, { n: rows.length, exact: exact.length });
    }
    const notOnce = ids.filter((id) => saved.get(id)?.n !== 1 || saved.get(id)?.exact !== 1);
    expect(notOnce, `seed ${seed}`).toEqual([]);
  }, 60_000);
});
