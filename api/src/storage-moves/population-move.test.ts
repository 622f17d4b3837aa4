import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json } from '../../test/helpers';
import { signAccessToken } from '../auth/access-token';
import { personOf } from '../person/person-of';
import { teamOf } from '../team/team-of';
import { PersonView, snapshotOf } from './population-readers';
import { type SeededPerson, seedPopulation } from './seed-population';

const TOKEN = 'test-only-storage-move-token';
/** 100 in `npm test`; `npm run test:population` seeds 1,000 (api/vitest.config.ts). */
const PEOPLE = Number(env.POPULATION_PEOPLE);
/** Owners one run of the route is given (the route takes at most 1,000 of each kind). */
const CHUNK = 100;
/** People read in parallel while a snapshot is taken. */
const READ_PARALLEL = 8;
/** Runs of the move at once, each over its own chunk of owners. */
const MOVE_PARALLEL = 4;
/**
 * Readers run for every person; the sample of 100 (every tenth, see `inSample`) runs all 12. On
 * the 2-core machine this was written on, shared by five engineers (load 10–14), one request
 * through the api cost about 30 ms of wall time even 8 at a time, so all readers for all 1,000
 * people (about 30 requests each) would take 15 minutes a snapshot. Everyone gets the chat list
 * (every chat they can open, with its folder, pin and owner), their memories and MCP servers (both
 * kinds of owner) and their team's balance; the sample adds folders,
 * API keys, the ledger pages, each chat with its shares, every message of every branch, the
 * attachments' bytes, the ratings and the owner's ledger export. Measured there, two runs:
 * seeding 22 s / 41 s, snapshots 138 + 217 s / 168 + 91 s, the move 542 s / 178 s (1.8 / 5.6
 * people/s), the whole test 920 s / 480 s (load 10–14, then falling from 8 to 4).
 */
const FOR_EVERYONE = new Set(['chat list', 'memories', 'mcp servers', 'team and balance']);

type Report = {
  moves: { part: string; ownerId: string; outcome: string; rowsCopied?: number }[];
  remaining: Record<string, number>;
};

/** One run of the move through its route (for our people and their own teams only: files share D1). */
async function runMove(body: Record<string, unknown>): Promise<Report> {
  const res = await api(
    '/internal/storage-moves',
    json('POST', body, { Authorization: `Bearer ${TOKEN}` }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Report;
}

const ownersOf = (people: SeededPerson[]) => ({
  userIds: people.map((p) => p.id),
  teamIds: people.map((p) => p.teamId),
});

/** Runs `task` over `items`, `parallel` at a time, keeping their order. */
async function inPool<T, R>(items: T[], parallel: number, task: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      out[at] = await task(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return out;
}

/** A deterministic sample of 100: every tenth person, shifted to cover each place in a group. */
const inSample = (person: SeededPerson) => person.index % 10 === Math.floor(person.index / 10) % 4;

/**
 * Everyone signed in with a fresh access token. A token lives 20 minutes, and seeding, a
 * snapshot and the move of 1,000 people took 26 minutes on the loaded machine.
 */
const signIn = (people: SeededPerson[]) =>
  Promise.all(
    people.map(
      async (person) =>
        new PersonView(person, {
          Authorization: `Bearer ${await signAccessToken(env.JWT_SECRET, person.id, person.sessionId)}`,
          'X-Ad-Locale': 'en',
        }),
    ),
  );

/** Everyone's light view, and the sample's full one. */
async function snapshot(views: PersonView[]) {
  const started = Date.now();
  const fresh = views.map((view) => new PersonView(view.person, view.headers));
  const spent: Record<string, number> = {};
  const seen = await inPool(fresh, READ_PARALLEL, (view) => {
    const full = inSample(view.person);
    return snapshotOf(view, (reader) => full || FOR_EVERYONE.has(reader.name), spent);
  });
  return { seen, ms: Date.now() - started, spent };
}

/** D1's rows of the moved parts, for a few people: a write after the move must not change them. */
async function d1RowsOf(people: SeededPerson[]) {
  const ids = JSON.stringify(people.map((p) => p.id));
  const teams = JSON.stringify(people.map((p) => p.teamId));
  const [ratings, memories, servers, chats] = await env.DB.batch([
    env.DB.prepare(
      'SELECT * FROM message_ratings WHERE user_id IN (SELECT value FROM json_each(?1)) ORDER BY message_id',
    ).bind(ids),
    env.DB.prepare(
      'SELECT * FROM memories WHERE user_id IN (SELECT value FROM json_each(?1)) ORDER BY id',
    ).bind(ids),
    env.DB.prepare(
      `SELECT * FROM mcp_servers WHERE user_id IN (SELECT value FROM json_each(?1))
         OR entity_id IN (SELECT value FROM json_each(?2)) ORDER BY id`,
    ).bind(ids, teams),
    env.DB.prepare(
      'SELECT * FROM chats WHERE owner_id IN (SELECT value FROM json_each(?1)) ORDER BY id',
    ).bind(ids),
  ]);
  return {
    ratings: ratings?.results,
    memories: memories?.results,
    servers: servers?.results,
    chats: chats?.results,
  };
}

// One test: seeding, two snapshots and the move over 1,000 people took 8 to 15 minutes on a
// loaded 2-core machine (figures above, and in the line it logs); the bound is for a slower one.
describe('the move over a seeded population', () => {
  it('moves every seeded person (1,000 with npm run test:population) and their teams; everything reads back the same through the api', async () => {
    const timing: Record<string, number> = {};
    const population = await seedPopulation(env, { people: PEOPLE });
    timing.seedMs = population.ms;
    const { people } = population;
    expect(population.rows.messages).toBe(PEOPLE * 50);
    let views = await signIn(people);
    const sample = people.filter(inSample);
    expect(sample).toHaveLength(PEOPLE / 10);

    const before = await snapshot(views);
    timing.snapshotMs = before.ms;
    // The seeded data is all there: person 1, a member, lists the chat shared with them beside
    // their three; a sampled leader's first chat has branches and a file.
    const member = before.seen[1] as Record<string, unknown>;
    expect((member['chat list'] as unknown[]).length).toBe(4);
    const leader = before.seen[
      sample.find((p) => p.index % 4 === 0 && p.index > 0)?.index ?? 0
    ] as Record<string, unknown>;
    const branched = Object.values(
      (leader['messages with branches'] as Record<string, unknown>[])[0] as object,
    );
    expect(branched.length).toBeGreaterThan(1);
    expect(Object.keys(leader['attachment files'] as object)).toHaveLength(1);

    // The move, interrupted first: a tight page budget stops owners in the middle of a copy.
    const moveStarted = Date.now();
    const first = await runMove({ ...ownersOf(people.slice(0, CHUNK)), pageRows: 2, pages: 3 });
    expect(first.moves).toEqual([
      expect.objectContaining({
        part: 'ratings',
        outcome: 'paused',
        rowsCopied: expect.any(Number),
      }),
    ]);
    expect(first.moves[0]?.rowsCopied).toBeGreaterThan(0);
    const copying = await env.DB.prepare(
      "SELECT count(*) AS n FROM storage_moves WHERE state = 'copying' AND cursor IS NOT NULL",
    ).first<number>('n');
    expect(copying).toBeGreaterThan(0);
    // While stopped mid-copy, reads still come from D1, unchanged.
    const stopped = first.moves.find((m) => m.outcome === 'paused' && !m.part.startsWith('team:'));
    const paused = people.find((p) => p.id === stopped?.ownerId) as SeededPerson;
    const pausedView = views[paused.index] as PersonView;
    expect(await snapshotOf(new PersonView(paused, pausedView.headers))).toEqual(
      before.seen[paused.index],
    );

    // Then run until nothing remains: chunks of owners, a few runs at once.
    let runs = 1;
    const chunks = Array.from({ length: PEOPLE / CHUNK }, (_, i) =>
      ownersOf(people.slice(i * CHUNK, (i + 1) * CHUNK)),
    );
    await inPool(chunks, MOVE_PARALLEL, async (owners) => {
      for (;;) {
        const report = await runMove({ ...owners, pages: 5000 });
        runs += 1;
        const wrong = report.moves.filter(
          (m) => m.outcome === 'failed' || m.outcome === 'restarted',
        );
        expect(wrong).toEqual([]);
        if (Object.values(report.remaining).every((n) => n === 0)) return;
        expect(runs).toBeLessThan(100);
      }
    });
    timing.moveMs = Date.now() - moveStarted;

    // Every owner's every part is moved, with the rows the seeding wrote.
    const { results: moves } = await env.DB.prepare(
      `SELECT owner_kind, owner_id, part, state, rows_copied, rows_verified, content_hash
       FROM storage_moves WHERE owner_id IN (SELECT value FROM json_each(?1))
         OR owner_id IN (SELECT value FROM json_each(?2))`,
    )
      .bind(JSON.stringify(people.map((p) => p.id)), JSON.stringify(people.map((p) => p.teamId)))
      .all<{
        owner_kind: string;
        owner_id: string;
        part: string;
        state: string;
        rows_copied: number;
        rows_verified: number;
        content_hash: string;
      }>();
    // Four parts of each person (ratings, memories, MCP servers, conversations) and two of each
    // team (MCP servers, money): the seeded people are accounts of the previous version, with
    // every part in D1.
    expect(moves).toHaveLength(PEOPLE * 4 + PEOPLE * 2);
    const byOwner = new Map(moves.map((m) => [`${m.owner_kind}:${m.owner_id}:${m.part}`, m]));
    const expected = (person: SeededPerson) => ({
      [`person:${person.id}:ratings`]: person.ratedAnswerIds.length,
      [`person:${person.id}:memories`]: person.memoryCount,
      [`person:${person.id}:mcp_servers`]: person.serverIds.length,
      [`person:${person.id}:chats`]: person.conversationRows,
      [`team:${person.teamId}:mcp_servers`]: person.teamServerIds.length,
    });
    let rowsMoved = 0;
    for (const person of people) {
      // A team's money: its balance row and every ledger line, hold and key call, as many
      // verified as copied (each person's own team has at least the balance and its grant).
      const money = byOwner.get(`team:${person.teamId}:money`);
      expect(money, person.teamId).toMatchObject({ state: 'moved' });
      expect(money?.rows_verified).toBe(money?.rows_copied);
      expect(money?.rows_verified).toBeGreaterThanOrEqual(2);
      rowsMoved += money?.rows_verified ?? 0;
      for (const [key, rows] of Object.entries(expected(person))) {
        const move = byOwner.get(key);
        expect(move, key).toMatchObject({ state: 'moved', rows_verified: rows, rows_copied: rows });
        expect(move?.content_hash).toMatch(/^[0-9a-f]{64}$/);
        rowsMoved += rows;
      }
    }
    // The objects' own hashes of a few people agree with what the move recorded.
    for (const person of sample.slice(0, 10)) {
      const hashOf = (key: string) => byOwner.get(key)?.content_hash;
      expect((await personOf(env, person.id).hashRatings()).hash).toBe(
        hashOf(`person:${person.id}:ratings`),
      );
      expect((await personOf(env, person.id).hashMemories()).hash).toBe(
        hashOf(`person:${person.id}:memories`),
      );
      expect((await personOf(env, person.id).hashMcpServers()).hash).toBe(
        hashOf(`person:${person.id}:mcp_servers`),
      );
      expect((await personOf(env, person.id).hashConversations()).hash).toBe(
        hashOf(`person:${person.id}:chats`),
      );
      expect((await teamOf(env, person.teamId).hashMcpServers()).hash).toBe(
        hashOf(`team:${person.teamId}:mcp_servers`),
      );
      expect((await teamOf(env, person.teamId).hashMoney()).hash).toBe(
        hashOf(`team:${person.teamId}:money`),
      );
    }

    // Signed in again, as the web client refreshes its token: the run so far may outlast one.
    views = await signIn(people);
    const after = await snapshot(views);
    expect(after.seen).toEqual(before.seen);

    // A write of each moved part goes to the object: it reads back, and D1 does not change.
    const writer = sample[0] as SeededPerson;
    const headers = (views[writer.index] as PersonView).headers;
    const d1Before = await d1RowsOf([writer]);
    const rated = writer.ratedAnswerIds[0] as string;
    const rating = await api(
      `/v1/message/rating/${rated}`,
      json('PUT', { rating: 'up', reason: 'helpful', comment: 'after the move' }, headers),
    );
    expect(rating.status).toBe(200);
    expect(
      (await api('/v1/memories', json('POST', { text: 'Moved and still here' }, headers))).status,
    ).toBe(201);
    const renamed = await api(
      `/v1/mcp/servers/${writer.serverIds[0]}`,
      json('PATCH', { name: 'Renamed after the move' }, headers),
    );
    expect(renamed.status).toBe(200);
    const teamRenamed = await api(
      `/v1/mcp/servers/${writer.teamServerIds[0]}`,
      json('PATCH', { name: 'Team server renamed' }, headers),
    );
    expect(teamRenamed.status).toBe(200);
    const chatRenamed = await api(
      `/v1/chat/${writer.chatIds[1]}`,
      json('PATCH', { name: 'Chat renamed after the move' }, headers),
    );
    expect(chatRenamed.status).toBe(200);
    expect(await d1RowsOf([writer])).toEqual(d1Before);
    const view = new PersonView(writer, headers);
    const servers = (await view.json<{ servers: { name: string }[] }>('/v1/mcp/servers')).servers;
    expect(servers.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Renamed after the move', 'Team server renamed']),
    );
    const chat = await view.json<{ name: string }>(`/v1/chat/${writer.chatIds[1]}`);
    expect(chat.name).toBe('Chat renamed after the move');
    const memories = (await view.json<{ memories: { text: string }[] }>('/v1/memories')).memories;
    expect(memories.map((m) => m.text)).toContain('Moved and still here');
    const chatOfRated = await Promise.all(
      writer.chatIds.map((id) =>
        view.json<{ items: { messageId: string; comment: string | null }[] }>(
          `/v1/message/chat/${id}/ratings`,
        ),
      ),
    );
    expect(chatOfRated.flatMap((r) => r.items)).toContainEqual(
      expect.objectContaining({ messageId: rated, comment: 'after the move' }),
    );

    const moveSeconds = timing.moveMs / 1000;
    const owners = PEOPLE * 5;
    console.info(
      `population move: seeded ${PEOPLE} people (${Object.values(population.rows).reduce((a, b) => a + b, 0)} rows) in ${timing.seedMs} ms; ` +
        `snapshot ${timing.snapshotMs} ms then ${after.ms} ms (${FOR_EVERYONE.size} readers for all, ${sample.length} people full); ` +
        `move ${timing.moveMs} ms in ${runs} runs: ${owners} owner-parts, ${rowsMoved} rows, ` +
        `${(PEOPLE / moveSeconds).toFixed(1)} people/s, ${(rowsMoved / moveSeconds).toFixed(0)} rows/s; ` +
        `readers' summed ms ${JSON.stringify(before.spent)}; rows ${JSON.stringify(population.rows)}`,
    );
  }, 1_800_000);
});
