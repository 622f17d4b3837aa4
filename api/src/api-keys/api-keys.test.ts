import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { api, json, registerUser } from '../../test/helpers';

describe('/v1/api-keys', () => {
  it('creates a key shown once, stores only its hash and lists it without the key', async () => {
    const user = await registerUser();
    const res = await api(
      '/v1/api-keys',
      json('POST', { name: 'My script', monthlyCapKopecks: 50_000 }, user.headers),
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, string>;
    expect(created.key).toMatch(/^bsk_[\w-]{32,}$/);
    expect(created.prefix).toBe(created.key?.slice(0, 12));
    expect(created).toMatchObject({ name: 'My script' });
    const stored = await env.DB.prepare('SELECT * FROM api_keys WHERE id = ?1')
      .bind(created.id)
      .first<Record<string, unknown>>();
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const list = await api('/v1/api-keys', { headers: user.headers });
    const body = (await list.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toEqual([
      {
        id: created.id,
        name: 'My script',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
        spentKopecks: 0,
        monthSpentKopecks: 0,
        monthlyCapKopecks: 50_000,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(created.key);
  });

  it('refuses a bad name or cap with a localized 400 and creates nothing', async () => {
    const user = await registerUser();
    const headers = { ...user.headers, 'X-Ad-Locale': 'en' };
    for (const body of [{ name: '' }, { name: 'x', monthlyCapKopecks: -5 }, {}]) {
      const res = await api('/v1/api-keys', json('POST', body, headers));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const list = (await (await api('/v1/api-keys', { headers })).json()) as { keys: unknown[] };
    expect(list.keys).toEqual([]);
  });

  it('revokes a key (204); a stranger’s key is 404 and stays live', async () => {
    const owner = await createKey();
    const stranger = await registerUser();
    const foreign = await api(`/v1/api-keys/${owner.keyId}`, {
      method: 'DELETE',
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(404);
    const strangerList = (await (
      await api('/v1/api-keys', { headers: stranger.headers })
    ).json()) as { keys: unknown[] };
    expect(strangerList.keys).toEqual([]);
    await owner.client.models.list();
    const revoked = await api(`/v1/api-keys/${owner.keyId}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(revoked.status).toBe(204);
    const again = await api(`/v1/api-keys/${owner.keyId}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(again.status).toBe(404);
    const list = (await (await api('/v1/api-keys', { headers: owner.headers })).json()) as {
      keys: unknown[];
    };
    expect(list.keys).toEqual([]);
  });

  it('is for signed-in people only: no session or a key instead of one is 401', async () => {
    const owner = await createKey();
    expect((await api('/v1/api-keys')).status).toBe(401);
    const withKey = await api('/v1/api-keys', {
      headers: { Authorization: `Bearer ${owner.key}` },
    });
    expect(withKey.status).toBe(401);
    const elsewhere = await api('/v1/user', { headers: { Authorization: `Bearer ${owner.key}` } });
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.json()).toMatchObject({ code: 'unauthorized' });
  });
});
