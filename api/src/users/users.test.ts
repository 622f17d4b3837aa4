import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';

describe('/v1/user', () => {
  it('reads the profile', async () => {
    const { headers, email } = await registerUser({ name: 'Ivan' });
    const res = await api('/v1/user', { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, name: 'Ivan', timeZone: 'Europe/Moscow' });
    expect((await api('/v1/user')).status).toBe(401);
  });

  it('updates name, locale, time zone and avatar', async () => {
    const { headers } = await registerUser();
    const res = await api(
      '/v1/user',
      json(
        'PATCH',
        {
          name: 'Пётр',
          locale: 'en',
          timeZone: 'Asia/Yekaterinburg',
          avatar: 'https://cdn.example.com/a.png',
        },
        headers,
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Пётр',
      locale: 'en',
      timeZone: 'Asia/Yekaterinburg',
      avatar: 'https://cdn.example.com/a.png',
    });
  });

  it('rejects an unknown time zone and a script avatar, naming the field', async () => {
    const { headers } = await registerUser();
    const zone = await api('/v1/user', json('PATCH', { timeZone: 'Mars/Olympus' }, headers));
    expect(zone.status).toBe(400);
    expect(await zone.json()).toMatchObject({ code: 'validation_failed', field: 'timeZone' });
    const avatar = await api('/v1/user', json('PATCH', { avatar: 'javascript:alert(1)' }, headers));
    expect(avatar.status).toBe(400);
    expect(await avatar.json()).toMatchObject({ field: 'avatar' });
  });

  it('changes the password only with the right current password', async () => {
    const { headers, email, password } = await registerUser();
    const wrong = await api(
      '/v1/user',
      json(
        'PATCH',
        { password: 'a new password', currentPassword: 'not it at all', name: 'Z' },
        headers,
      ),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'wrong_current_password',
      field: 'currentPassword',
    });
    // Nothing changed, not even the name sent along.
    expect(await (await api('/v1/user', { headers })).json()).toMatchObject({ name: 'Test User' });
    const missing = await api('/v1/user', json('PATCH', { password: 'a new password' }, headers));
    expect(missing.status).toBe(400);

    const ok = await api(
      '/v1/user',
      json('PATCH', { password: 'a new password', currentPassword: password }, headers),
    );
    expect(ok.status).toBe(200);
    expect((await api('/v1/auth/session', { headers })).status).toBe(200);
    const oldLogin = await api('/v1/auth/login', json('POST', { email, password }));
    expect(oldLogin.status).toBe(401);
    const newLogin = await api(
      '/v1/auth/login',
      json('POST', { email, password: 'a new password' }),
    );
    expect(newLogin.status).toBe(200);
  });
});
