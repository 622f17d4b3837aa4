import { describe, expect, it } from 'vitest';
import { createFrontApp } from '../app';
import { jwtExpiringIn } from '../middleware/session/fake-api.test-helper';
import { browserApiRoutes, operatorApiRoutes } from './api-allow-list';

/** The front with an api service binding that records what reached it. */
function front() {
  const reached: string[] = [];
  const app = createFrontApp(async () => new Response('page'));
  const env = {
    API_URL: 'http://api.test',
    API: {
      fetch: async (input: string, init?: RequestInit) => {
        reached.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`);
        return Response.json({ ok: true });
      },
    },
  };
  const call = (method: string, path: string) =>
    app.request(`http://web.test${path}`, { method, headers: { origin: 'http://web.test' } }, env);
  return { call, reached };
}

const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');

describe('the /api passthrough allow-list', () => {
  it('forwards every listed route to the same upstream path', async () => {
    const { call, reached } = front();
    for (const { method, path } of browserApiRoutes) {
      const res = await call(method, `/api${concrete(path)}?page=1`);
      expect(res.status, `${method} ${path}`).toBe(200);
    }
    expect(reached).toEqual(browserApiRoutes.map((r) => `${r.method} ${concrete(r.path)}`));
  });

  it.each([
    ['POST', '/api/v1/auth/login'],
    ['POST', '/api/v1/mcp/oauth/callback'],
    ['POST', '/api/v1/auth/passkey'],
    ['POST', '/api/v1/auth/passkey/options'],
    ['POST', '/api/v1/auth/register'],
    ['POST', '/api/v1/auth/refresh'],
    ['GET', '/api/v1/auth/session'],
    ['POST', '/api/v2/user/auth/users/promo-user-registration'],
    ['POST', '/api/v2/user/security/lostpass'],
    ['POST', '/api/v1/message'],
    ['GET', '/api/v1/message/chat/x1/branch'],
    ['POST', '/api/v1/chat/search'],
    ['DELETE', '/api/v1/chat/x1'],
    ['GET', '/api/v1/chat/x1/extra'],
    ['GET', '/api/v1/chat/x1/placement'],
    ['PUT', '/api/v1/chat/folders/x1'],
    ['DELETE', '/api/v1/chat/import'],
    ['POST', '/api/v1/message/rating/x1'],
    ['GET', '/api/v1/chat/x1/export/all'],
    ['GET', '/api/v1/media/x1/thumbnail/x2'],
    ['POST', '/api/v1/openai/midjourney/x1/preview'],
    ['GET', '/api/v1/chat/%2e%2e/auth/session'],
    ['GET', '/api/openapi.json'],
    ['DELETE', '/api/v1/avatars/x1'],
    ['GET', '/api/v1/text-studio/x1/continue'],
    ['GET', '/api/v1/text-studio/x1'],
    ['DELETE', '/api/v1/text-studio'],
    ['GET', '/api/health'],
    ['PUT', '/api/v1/aimedia/stt/uploads/x1'],
    ['POST', '/api/v1/aimedia/stt/uploads/x1/parts/1'],
    ['GET', '/api/v1/feedback'],
    ['DELETE', '/api/v1/support/tickets/x1'],
    // Provider codes reach the api only from the front's `/auth/{provider}/callback`.
    ['POST', '/api/v1/auth/oauth/yandex/callback'],
    ['POST', '/api/v1/user/oauth/yandex'],
  ])('answers 404 for %s %s without calling the api', async (method, path) => {
    const { call, reached } = front();
    const res = await call(method, path);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
    expect(reached).toEqual([]);
  });

  it('says the 404 in the visitor language', async () => {
    const { call } = front();
    const res = await call('GET', '/api/v1/auth/session');
    expect((await res.json()).message).toBe('Такого маршрута api нет');
  });
});

describe('the operator console routes', () => {
  /** The front before an api whose session answer says whether the bearer is an operator. */
  function consoleFront() {
    const reached: string[] = [];
    const app = createFrontApp(async () => new Response('page'));
    const env = {
      API_URL: 'http://api.test',
      API: {
        fetch: async (input: string, init?: RequestInit) => {
          const path = new URL(input).pathname;
          const bearer = new Headers(init?.headers).get('authorization') ?? '';
          if (path === '/v1/auth/session') {
            const operator = bearer === `Bearer ${operatorToken}`;
            const user = { id: operator ? 'op' : 'u1', email: 'x@example.com' };
            return Response.json({ user, expiresAt: '2999-01-01T00:00:00Z', operator });
          }
          reached.push(`${init?.method ?? 'GET'} ${path}`);
          return Response.json({ ok: true });
        },
      },
    };
    const call = (method: string, path: string, token?: string) =>
      app.request(
        `http://web.test${path}`,
        {
          method,
          headers: {
            origin: 'http://web.test',
            ...(token ? { cookie: `__Host-beseda_at=${token}` } : {}),
          },
        },
        env,
      );
    return { call, reached };
  }
  const operatorToken = jwtExpiringIn(1200, 'op');
  const personToken = jwtExpiringIn(1200, 'u1');

  it('forwards each to the api for an operator only; others get the unlisted 404', async () => {
    const { call, reached } = consoleFront();
    for (const { method, path } of operatorApiRoutes) {
      for (const token of [undefined, personToken]) {
        const res = await call(method, `/api${concrete(path)}`, token);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'not_found' });
      }
    }
    expect(reached).toEqual([]);
    for (const { method, path } of operatorApiRoutes) {
      const res = await call(method, `/api${concrete(path)}`, operatorToken);
      expect(res.status, `${method} ${path}`).toBe(200);
    }
    expect(reached).toEqual(operatorApiRoutes.map((r) => `${r.method} ${concrete(r.path)}`));
  });
});
