import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { seedChat as seedChatOf } from '../../test/storage-helpers';
import { personOf } from '../person/person-of';

const seedChat = (userId: string, entityId: string, text: string) =>
  seedChatOf(env, { ownerId: userId, entityId, texts: [text] });

describe('export', () => {
  it('downloads my chats, messages, files and the ledger of my team, nobody else’s', async () => {
    const me = await registerUser();
    const other = await registerUser();
    const mine = await seedChat(me.user.id, me.user.entityId, 'my secret');
    await seedChat(other.user.id, other.user.entityId, 'their secret');
    const res = await api('/v1/user/export', { headers: me.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="beseda-export-/);
    const body = (await res.json()) as Record<string, { [k: string]: unknown }[]>;
    expect(body.chats?.map((chat) => chat.id)).toEqual([mine]);
    expect(body.messages?.map((message) => message.content)).toEqual(['my secret']);
    expect(body.ledger?.every((row) => row.entityId === me.user.entityId)).toBe(true);
    expect(body.ledger?.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('their secret');
    expect(JSON.stringify(body)).not.toContain('password');
  });
});

describe('delete account', () => {
  it.each([
    ['in my object', false],
    ['in D1 (an account of the previous version)', true],
  ])(
    'needs the typed email and the password, wipes my chats (%s), signs out, frees the email',
    async (_home, inD1) => {
      const me = await registerUser({ inD1 });
      const chatId = await seedChat(me.user.id, me.user.entityId, 'to be forgotten');
      // Read where my chats live, whatever the directory says after the account is gone.
      const words = async () =>
        (
          (inD1
            ? (
                await env.DB.prepare('SELECT content FROM messages WHERE chat_id = ?1')
                  .bind(chatId)
                  .all<{ content: string }>()
              ).results
            : await runInDurableObject(personOf(env, me.user.id), (_, state) =>
                state.storage.sql
                  .exec<{ content: string }>(
                    'SELECT content FROM messages WHERE chat_id = ?1',
                    chatId,
                  )
                  .toArray(),
              )) as { content: string }[]
        ).map((row) => row.content);
      expect(await words()).toEqual(['to be forgotten']);
      const en = { ...me.headers, 'X-Ad-Locale': 'en' };
      const remove = (body: object) => api('/v1/user/delete', json('POST', body, en));
      const typo = await remove({ confirmation: 'x', currentPassword: me.password });
      expect(typo.status).toBe(400);
      expect(await typo.json()).toMatchObject({ code: 'wrong_confirmation' });
      // The session and the typed email are not enough.
      const bare = await remove({ confirmation: me.email });
      expect(bare.status).toBe(400);
      expect(await bare.json()).toMatchObject({ field: 'currentPassword' });
      const wrong = await remove({ confirmation: me.email, currentPassword: 'not my password' });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        code: 'wrong_current_password',
        field: 'currentPassword',
        message: 'The current password is wrong',
      });
      expect((await api('/v1/user', { headers: me.headers })).status).toBe(200);
      const res = await remove({ confirmation: me.email, currentPassword: me.password });
      expect(res.status).toBe(204);
      expect((await api('/v1/user', { headers: me.headers })).status).toBe(401);
      // Blanked (D1) or gone with the object's conversations (decision 222): no words are left.
      expect((await words()).filter((content) => content !== '')).toEqual([]);
      const login = await api(
        '/v1/auth/login',
        json('POST', { email: me.email, password: me.password }),
      );
      expect(login.status).toBe(401);
      const again = await registerUser({ email: me.email });
      expect(again.user.id).not.toBe(me.user.id);
    },
  );

  it('refuses while my team has other members', async () => {
    const owner = await registerUser();
    const member = await registerUser();
    const now = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO entity_members (entity_id, user_id, role, created_at) VALUES (?1, ?2, 'member', ?3)`,
    )
      .bind(owner.user.entityId, member.user.id, now)
      .run();
    const res = await api(
      '/v1/user/delete',
      json('POST', { confirmation: owner.email, currentPassword: owner.password }, owner.headers),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'team_has_members' });
    expect((await api('/v1/user', { headers: owner.headers })).status).toBe(200);
  });
});
