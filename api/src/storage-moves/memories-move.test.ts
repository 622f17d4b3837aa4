import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import type { StreamEvent } from '../generation/sse';
import { rememberTool } from '../memories/remember-tool';
import { personOf } from '../person/person-of';

const TOKEN = 'test-only-storage-move-token';
type Headers = Record<string, string>;
type Memory = { id: string; text: string; createdAt: string };
type Move = {
  ownerId: string;
  outcome: string;
  rows?: number;
  rowsCopied?: number;
  error?: string;
};

/** One run of the memories' move through its route, for one person only. */
async function runMove(userId: string, budget: Record<string, number> = {}) {
  const res = await api(
    '/internal/storage-moves',
    json(
      'POST',
      { userIds: [userId], parts: ['memories'], ...budget },
      { Authorization: `Bearer ${TOKEN}` },
    ),
  );
  expect(res.status).toBe(200);
  const report = (await res.json()) as { moves: Move[]; remaining: Record<string, number> };
  expect(Object.keys(report.remaining)).toEqual(['memories']);
  return { move: report.moves[0], remaining: report.remaining.memories };
}

const list = async (headers: Headers) => {
  const res = await api('/v1/memories', { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { memories: Memory[] }).memories;
};
const add = (headers: Headers, text: string) =>
  api('/v1/memories', json('POST', { text }, headers));

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
/** A question the OpenAI fake answers by calling `remember` with `text` first. */
const askToRemember = (text: string) =>
  `Remember this fake:tool=remember fake:args=${hex(JSON.stringify({ text }))} ${crypto.randomUUID()}`;
/** A question the OpenAI fake answers with the system text it was given. */
const askSystem = () => `What do you know? fake:echosystem=1 ${crypto.randomUUID()}`;
const named = (events: StreamEvent[], name: StreamEvent['event']) =>
  events.filter((e) => e.event === name);
/** The memory block of the system prompt the model received for a new chat. */
async function promptMemories(headers: Headers) {
  const events = await readEvents(await send(headers, { question: askSystem() }));
  const text = named(events, 'delta')
    .map((e) => dataOf<{ text: string }>(e).text)
    .join('');
  return text.slice(text.indexOf('<memories>'), text.indexOf('</memories>') + 11);
}
/** What the `remember` call of one answer reported. */
async function remember(headers: Headers, text: string) {
  const events = await readEvents(await send(headers, { question: askToRemember(text) }));
  return dataOf<{ output: string; isError: boolean; memoryId?: string }>(
    named(events, 'tool-result')[0],
  );
}

/** A person with memory on and three memories in D1 (one saved by the model), as read back. */
async function personWithMemories() {
  const person = await registerUser({ inD1: true });
  const headers = { ...person.headers, 'X-Ad-Locale': 'en' };
  await api('/v1/user', json('PATCH', { settings: { memory: true } }, headers));
  expect((await add(headers, 'Lives in Kazan')).status).toBe(201);
  expect((await add(headers, 'Prefers metric units')).status).toBe(201);
  expect(await remember(headers, 'Has a cat named Barsik')).toMatchObject({ isError: false });
  const before = await list(headers);
  expect(before).toHaveLength(3);
  return { person, headers, before };
}

const d1Memories = async (person: RegisteredUser) =>
  (
    await env.DB.prepare(
      'SELECT id, text, request_id, created_at, updated_at FROM memories WHERE user_id = ?1 ORDER BY id',
    )
      .bind(person.user.id)
      .all()
  ).results;
const objectMemories = (person: RegisteredUser) =>
  runInDurableObject(personOf(env, person.user.id), (_, state) =>
    state.storage.sql.exec('SELECT id, text FROM memories ORDER BY id').toArray(),
  );

// Each test sends a few answers through the api: longer than the default 5 s on a busy machine.
describe('the move of a person’s memories from D1 into their object', () => {
  it('moves them; they read back the same, reach the prompt, and are then written to the object', async () => {
    const { person, headers, before } = await personWithMemories();
    const prompt = await promptMemories(headers);
    expect(prompt).toContain('- Has a cat named Barsik');
    const inD1 = await d1Memories(person);

    const { move, remaining } = await runMove(person.user.id);
    expect(move).toEqual(
      expect.objectContaining({ ownerId: person.user.id, outcome: 'moved', rows: 3 }),
    );
    expect(remaining).toBe(0);
    expect(await list(headers)).toEqual(before);
    expect(await promptMemories(headers)).toBe(prompt);

    // From now on the object holds them: every write reads back, D1's rows stay as they were.
    const added = await add(headers, 'Works as a nurse');
    expect(added.status).toBe(201);
    const { memory } = (await added.json()) as { memory: Memory };
    expect((await add(headers, 'Works as a nurse')).status).toBe(409);
    const kazan = before.find((m) => m.text === 'Lives in Kazan') as Memory;
    const edited = await api(
      `/v1/memories/${kazan.id}`,
      json('PATCH', { text: 'Lives in Kazan since 2020' }, headers),
    );
    expect(edited.status).toBe(200);
    const units = before.find((m) => m.text === 'Prefers metric units') as Memory;
    const gone = await api(`/v1/memories/${units.id}`, { method: 'DELETE', headers });
    expect(gone.status).toBe(204);
    expect((await api(`/v1/memories/${units.id}`, { method: 'DELETE', headers })).status).toBe(404);
    const saved = await remember(headers, 'Plays chess on Sundays');
    expect(saved).toMatchObject({ isError: false, memoryId: expect.any(String) });
    expect((await list(headers)).map((m) => m.text).sort()).toEqual([
      'Has a cat named Barsik',
      'Lives in Kazan since 2020',
      'Plays chess on Sundays',
      'Works as a nurse',
    ]);
    expect((await objectMemories(person)).map((row) => row.id)).toContain(memory.id);
    const newPrompt = await promptMemories(headers);
    expect(newPrompt).toContain('- Plays chess on Sundays');
    expect(newPrompt).not.toContain('Prefers metric units');
    expect(await d1Memories(person)).toEqual(inD1);

    // With the setting off, a late `remember` call saves nothing in the object either.
    await api('/v1/user', json('PATCH', { settings: { memory: false } }, headers));
    const late = await rememberTool.run(
      { env, userId: person.user.id, requestId: crypto.randomUUID(), input: { text: 'Late' } },
      new AbortController().signal,
    );
    expect(late).toEqual({ output: 'Not saved: the person turned memory off.', isError: true });
    expect(await list(headers)).toHaveLength(4);

    // A second run finds nothing left to do.
    expect((await runMove(person.user.id)).move?.outcome).toBe('already');
    const cleared = await api('/v1/memories', { method: 'DELETE', headers });
    expect(cleared.status).toBe(204);
    expect(await list(headers)).toEqual([]);
    expect(await d1Memories(person)).toEqual(inD1);
  }, 60_000);

  it('while they are copied, reads come from D1 and writes change nothing; a differing copy starts again', async () => {
    const { person, headers, before } = await personWithMemories();
    const inD1 = await d1Memories(person);

    const first = await runMove(person.user.id, { pageRows: 1, pages: 1 });
    expect(first.move).toMatchObject({ outcome: 'paused', rowsCopied: 1 });
    expect(first.remaining).toBe(1);
    expect(await list(headers)).toEqual(before);
    const id = before[0]?.id;
    const writes = [
      await add(headers, 'Something new'),
      await api(`/v1/memories/${id}`, json('PATCH', { text: 'Changed' }, headers)),
      await api(`/v1/memories/${id}`, { method: 'DELETE', headers }),
      await api('/v1/memories', { method: 'DELETE', headers }),
    ];
    for (const write of writes) {
      expect(write.status).toBe(503);
      expect(write.headers.get('retry-after')).toBe('2');
      expect(((await write.json()) as { code: string }).code).toBe('storage_moving');
    }
    // The model is told to try later; nothing is saved.
    expect(await remember(headers, 'Should wait')).toMatchObject({
      isError: true,
      output: expect.stringContaining('being moved'),
    });
    expect(await list(headers)).toEqual(before);
    expect(await d1Memories(person)).toEqual(inD1);

    // A stray row in the object: the check finds the copies differ, drops the object's and resets.
    await runInDurableObject(personOf(env, person.user.id), (_, state) => {
      state.storage.sql.exec(
        "INSERT INTO memories (id, text, created_at, updated_at) VALUES ('~stray', 'Stray', '2020', '2020')",
      );
    });
    const checked = await runMove(person.user.id);
    expect(checked.move).toMatchObject({
      outcome: 'restarted',
      error: expect.stringContaining('check failed'),
    });
    expect(await objectMemories(person)).toEqual([]);
    const reset = await env.DB.prepare(
      "SELECT state, cursor, rows_copied FROM storage_moves WHERE owner_id = ?1 AND part = 'memories'",
    )
      .bind(person.user.id)
      .first();
    expect(reset).toEqual({ state: 'copying', cursor: null, rows_copied: 0 });

    // The next run copies everything again and the move is done.
    const again = await runMove(person.user.id, { pageRows: 2 });
    expect(again.move).toMatchObject({ outcome: 'moved', rows: 3 });
    expect(await list(headers)).toEqual(before);
    expect((await objectMemories(person)).length).toBe(3);
  }, 60_000);

  it('account deletion leaves no memory in the object nor in D1', async () => {
    const { person, headers } = await personWithMemories();
    await runMove(person.user.id);
    expect((await add(headers, 'Added after the move')).status).toBe(201);
    expect((await objectMemories(person)).length).toBe(4);

    const deleted = await api(
      '/v1/user/delete',
      json('POST', { confirmation: person.email, currentPassword: person.password }, headers),
    );
    expect(deleted.status).toBe(204);
    expect(await objectMemories(person)).toEqual([]);
    expect(await d1Memories(person)).toEqual([]);
  }, 60_000);
});
