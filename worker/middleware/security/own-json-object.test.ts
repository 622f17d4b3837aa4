import { describe, expect, it } from 'vitest';
import { createFrontApp } from '../../app';

const app = createFrontApp(async () => new Response('<html></html>'));
const origin = 'http://web.test';

/** Every route the front answers itself that reads a JSON body. */
const ownJsonRoutes: [method: string, path: string][] = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/confirm-email'],
  ['POST', '/api/auth/confirm-email/resend'],
  ['POST', '/api/auth/passkey'],
  ['POST', '/api/auth/passkey/options'],
  ['POST', '/api/auth/login/2fa'],
  ['POST', '/api/auth/reset/request'],
  ['POST', '/api/auth/reset/verify'],
  ['POST', '/api/auth/reset/complete'],
  ['PUT', '/api/last-chat'],
];

const notObjects = ['null', '[]', '[{"email":"a@b.c"}]', '"text"', '42', 'true', '{"email":', ''];

const send = (method: string, path: string, body: string) =>
  app.request(
    `${origin}${path}`,
    {
      method,
      body,
      headers: {
        origin,
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': 'ru',
      },
    },
    { API_URL: 'http://api.test' },
  );

describe('ownJsonObject', () => {
  for (const [method, path] of ownJsonRoutes) {
    it(`${method} ${path}: a JSON body that is not one object is a localized 400, never a 5xx`, async () => {
      for (const body of notObjects) {
        const res = await send(method, path, body);
        expect(res.status, `${body} → ${res.status}`).toBe(400);
        expect(await res.json()).toEqual({
          code: 'invalid_body',
          message: 'Тело запроса должно быть одним JSON-объектом с полями формы.',
        });
      }
    });
  }

  it('lets an object through to the form’s own checks', async () => {
    const res = await send('POST', '/api/auth/login', '{"email":"not-an-address","password":"x"}');
    expect(res.status).toBe(422);
  });
});
