import { describe, expect, it } from 'vitest';
import { createFrontApp } from '../app';

const app = createFrontApp(async () => new Response('page'));
const put = (body: unknown, headers: Record<string, string> = {}) =>
  app.request(
    'http://web.test/api/last-chat',
    {
      method: 'PUT',
      headers: { origin: 'http://web.test', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    { API_URL: 'http://api.test' },
  );

describe('PUT /api/last-chat', () => {
  it('refuses a signed-out caller in their language and sets no cookie', async () => {
    const res = await put({ path: '/ru/chat/c1' }, { cookie: 'locale=ru' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'unauthorized',
      message: 'Войдите, чтобы запомнить последний чат.',
    });
    expect(res.headers.get('set-cookie') ?? '').not.toContain('beseda_last_chat');
  });
});
