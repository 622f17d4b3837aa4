import { describe, expect, it } from 'vitest';
import { api, json, mailedCode, registerUser } from '../../test/helpers';

const signIn = async (
  email: string,
  password: string,
  device = 'Mozilla/5.0 (X11) Firefox/140',
) => {
  const res = await api('/v1/auth/login', {
    ...json('POST', { email, password }),
    headers: { 'Content-Type': 'application/json', 'User-Agent': device },
  });
  expect(res.status).toBe(200);
  const pair = (await res.json()) as { accessToken: string };
  return { Authorization: `Bearer ${pair.accessToken}` };
};

describe('settings', () => {
  it('stores a partial settings object with defaults for the rest', async () => {
    const { headers } = await registerUser();
    const before = (await (await api('/v1/user', { headers })).json()) as { settings: object };
    expect(before.settings).toMatchObject({
      theme: null,
      sendOn: 'enter',
      dateFormat: 'auto',
      code: true,
    });
    const patch = {
      theme: 'dark',
      sendOn: 'ctrl-enter',
      shortcuts: { newChat: 'Mod+Alt+N' },
      code: false,
    };
    const res = await api('/v1/user', json('PATCH', { settings: patch }, headers));
    expect(res.status).toBe(200);
    const again = await api('/v1/user', json('PATCH', { settings: { speechRate: 1.5 } }, headers));
    expect(await again.json()).toMatchObject({
      settings: { ...patch, speechRate: 1.5, voice: null, autoRead: false },
    });
  });

  it('refuses unknown keys, bad values and two actions on one combination', async () => {
    const { headers } = await registerUser();
    for (const settings of [
      { colour: 'red' },
      { theme: 'pink' },
      { speechRate: 9 },
      { shortcuts: { newChat: 'Ctrl+N' } },
      { shortcuts: { newChat: 'Mod+K', toggleSidebar: 'Mod+K' } },
    ]) {
      const res = await api('/v1/user', json('PATCH', { settings }, headers));
      expect(res.status, JSON.stringify(settings)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const user = (await (await api('/v1/user', { headers })).json()) as { settings: object };
    expect(user.settings).toMatchObject({ theme: null, shortcuts: {} });
  });

  it('keeps the model picker’s favourites, at most 50', async () => {
    const { headers } = await registerUser();
    const before = (await (await api('/v1/user', { headers })).json()) as { settings: object };
    expect(before.settings).toMatchObject({ favoriteModels: [] });
    const favoriteModels = ['claude:claude-sonnet', 'gpt:gpt-mini'];
    const res = await api('/v1/user', json('PATCH', { settings: { favoriteModels } }, headers));
    expect(await res.json()).toMatchObject({ settings: { favoriteModels } });
    const many = Array.from({ length: 51 }, (_, i) => `gpt:model-${i}`);
    const refused = await api(
      '/v1/user',
      json('PATCH', { settings: { favoriteModels: many } }, headers),
    );
    expect(refused.status).toBe(400);
    const user = (await (await api('/v1/user', { headers })).json()) as { settings: object };
    expect(user.settings).toMatchObject({ favoriteModels });
  });
});

describe('sessions', () => {
  it('lists devices and signs out everywhere else, keeping this one', async () => {
    const { headers, email, password } = await registerUser();
    const phone = await signIn(email, password, 'Mozilla/5.0 (iPhone) Safari/605');
    const res = await api('/v1/user/sessions', { headers: phone });
    const { sessions } = (await res.json()) as {
      sessions: { device: string | null; current: boolean; lastSeenAt: string }[];
    };
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)?.device).toContain('iPhone');
    const out = await api('/v1/user/sessions/sign-out-others', { method: 'POST', headers: phone });
    expect(await out.json()).toEqual({ revoked: 1 });
    expect((await api('/v1/user', { headers })).status).toBe(401);
    expect((await api('/v1/user', { headers: phone })).status).toBe(200);
  });

  it('a password change signs the other sessions out', async () => {
    const { headers, email, password } = await registerUser();
    const other = await signIn(email, password);
    const wrong = await api(
      '/v1/user',
      json('PATCH', { password: 'a new password 1', currentPassword: 'nope' }, headers),
    );
    expect(wrong.status).toBe(400);
    expect((await api('/v1/user', { headers: other })).status).toBe(200);
    const res = await api(
      '/v1/user',
      json('PATCH', { password: 'a new password 1', currentPassword: password }, headers),
    );
    expect(res.status).toBe(200);
    expect((await api('/v1/user', { headers: other })).status).toBe(401);
    expect((await api('/v1/user', { headers })).status).toBe(200);
    await signIn(email, 'a new password 1');
  });
});

describe('email change', () => {
  it('moves the account to the new address after the code mailed there', async () => {
    const { headers, password } = await registerUser();
    const next = `new-${crypto.randomUUID()}@example.com`;
    const taken = await registerUser();
    const busy = await api(
      '/v1/user/email',
      json('POST', { email: taken.email, currentPassword: password }, headers),
    );
    expect(busy.status).toBe(409);
    const noPassword = await api(
      '/v1/user/email',
      json('POST', { email: next, currentPassword: 'wrong' }, headers),
    );
    expect(noPassword.status).toBe(400);
    const asked = await api(
      '/v1/user/email',
      json('POST', { email: next.toUpperCase(), currentPassword: password }, headers),
    );
    expect(asked.status).toBe(202);
    const code = await mailedCode(next);
    const bad = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await api('/v1/user/email/confirm', json('POST', { code: bad }, headers));
    expect(wrong.status).toBe(400);
    const ok = await api('/v1/user/email/confirm', json('POST', { code }, headers));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: next });
    await signIn(next, password);
    const reused = await api('/v1/user/email/confirm', json('POST', { code }, headers));
    expect(reused.status).toBe(400);
  });
});

describe('avatar', () => {
  it('stores a sniffed image served from our origin and refuses other bytes', async () => {
    const { headers } = await registerUser();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const form = new FormData();
    form.set('file', new File([png], 'a.txt', { type: 'text/plain' }));
    const res = await api('/v1/user/avatar', { method: 'POST', headers, body: form });
    expect(res.status).toBe(200);
    const { avatar } = (await res.json()) as { avatar: string };
    expect(avatar).toMatch(/^\/api\/v1\/media\//);
    const served = await api(avatar.replace('/api', ''), { headers });
    expect(served.headers.get('content-type')).toBe('image/png');
    const text = new FormData();
    text.set('file', new File(['<svg onload=alert(1)>'], 'a.png', { type: 'image/png' }));
    const refused = await api('/v1/user/avatar', { method: 'POST', headers, body: text });
    expect(refused.status).toBe(400);
    const big = new FormData();
    big.set('file', new File([new Uint8Array(3 * 1024 * 1024)], 'a.png'));
    expect((await api('/v1/user/avatar', { method: 'POST', headers, body: big })).status).toBe(413);
  });
});
