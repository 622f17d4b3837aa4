import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { personOf } from '../person/person-of';
import { MAX_MEMORIES, MAX_MEMORY_CHARS } from './contract';

type Memory = { id: string; text: string; createdAt: string };

const add = (user: RegisteredUser, text: string, locale = 'en') =>
  api('/v1/memories', json('POST', { text }, { ...user.headers, 'X-Ad-Locale': locale }));
const list = async (user: RegisteredUser) =>
  ((await (await api('/v1/memories', { headers: user.headers })).json()) as { memories: Memory[] })
    .memories;

describe('/v1/memories', () => {
  it('adds, lists newest first, edits, deletes one and forgets everything', async () => {
    const user = await registerUser();
    expect(await list(user)).toEqual([]);
    const first = await add(user, '  Lives in Kazan  ');
    expect(first.status).toBe(201);
    const { memory } = (await first.json()) as { memory: Memory };
    expect(memory).toEqual({
      id: expect.any(String),
      text: 'Lives in Kazan',
      createdAt: expect.any(String),
    });
    expect((await add(user, 'Prefers metric units')).status).toBe(201);
    expect((await list(user)).map((m) => m.text)).toEqual([
      'Prefers metric units',
      'Lives in Kazan',
    ]);

    const edited = await api(
      `/v1/memories/${memory.id}`,
      json('PATCH', { text: 'Lives in Kazan since 2020' }, user.headers),
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { memory: Memory }).memory.text).toBe(
      'Lives in Kazan since 2020',
    );

    const gone = await api(`/v1/memories/${memory.id}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(gone.status).toBe(204);
    expect((await list(user)).map((m) => m.text)).toEqual(['Prefers metric units']);
    const again = await api(`/v1/memories/${memory.id}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(again.status).toBe(404);

    await add(user, 'Has a cat');
    const cleared = await api('/v1/memories', { method: 'DELETE', headers: user.headers });
    expect(cleared.status).toBe(204);
    expect(await list(user)).toEqual([]);
  });

  it('keeps memories private: another person’s id is 404 and their list is their own', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const { memory } = (await (await add(owner, 'Allergic to nuts')).json()) as { memory: Memory };
    const patch = await api(
      `/v1/memories/${memory.id}`,
      json('PATCH', { text: 'x' }, stranger.headers),
    );
    expect(patch.status).toBe(404);
    expect(await patch.json()).toMatchObject({ code: 'not_found' });
    const del = await api(`/v1/memories/${memory.id}`, {
      method: 'DELETE',
      headers: stranger.headers,
    });
    expect(del.status).toBe(404);
    expect(await list(stranger)).toEqual([]);
    await api('/v1/memories', { method: 'DELETE', headers: stranger.headers });
    expect((await list(owner)).map((m) => m.text)).toEqual(['Allergic to nuts']);
    expect((await api('/v1/memories')).status).toBe(401);
  });

  it('refuses empty, too long, duplicate and over-the-cap memories with localized errors', async () => {
    const user = await registerUser();
    const empty = await add(user, '   ', 'ru');
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as { code: string; message: string; field: string };
    expect(body).toMatchObject({ code: 'validation_failed', field: 'text' });
    expect(body.message).toContain(`от 1 до ${MAX_MEMORY_CHARS} символов`);
    expect((await add(user, 'x'.repeat(MAX_MEMORY_CHARS + 1))).status).toBe(400);
    expect((await add(user, 'x'.repeat(MAX_MEMORY_CHARS))).status).toBe(201);
    const duplicate = await add(user, 'x'.repeat(MAX_MEMORY_CHARS));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ code: 'memory_exists' });

    // The rest of the cap, written where a new person's memories live: their object.
    const now = new Date().toISOString();
    await runInDurableObject(personOf(env, user.user.id), (_, state) => {
      for (let i = 0; i < MAX_MEMORIES - 1; i++) {
        state.storage.sql.exec(
          'INSERT INTO memories (id, text, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)',
          crypto.randomUUID(),
          `fact ${i}`,
          now,
        );
      }
    });
    const full = await add(user, 'One too many', 'ru');
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({
      code: 'memory_limit',
      message: expect.stringContaining(String(MAX_MEMORIES)),
    });
  });

  it('turns on through the settings and goes with the account', async () => {
    const user = await registerUser();
    const before = (await (await api('/v1/user', { headers: user.headers })).json()) as {
      settings: { memory: boolean };
    };
    expect(before.settings.memory).toBe(false);
    const on = await api('/v1/user', json('PATCH', { settings: { memory: true } }, user.headers));
    expect(((await on.json()) as { settings: { memory: boolean } }).settings.memory).toBe(true);
    const bad = await api('/v1/user', json('PATCH', { settings: { memory: 'yes' } }, user.headers));
    expect(bad.status).toBe(400);
    await add(user, 'Works as a nurse');
    const deleted = await api(
      '/v1/user/delete',
      json('POST', { confirmation: user.email, currentPassword: user.password }, user.headers),
    );
    expect(deleted.status).toBe(204);
    // The memory lived in the person's object (a new account starts there): it is gone.
    const left = await runInDurableObject(
      personOf(env, user.user.id),
      (_, state) =>
        state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM memories').one().n,
    );
    expect(left).toBe(0);
  });
});
