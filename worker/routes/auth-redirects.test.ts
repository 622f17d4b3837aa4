import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectBypasses, staysOnOrigin } from '../../src/lib/auth/redirect-bypasses.test-helper';
import { createFrontApp } from '../app';
import { fakeApi, postForm } from '../middleware/session/fake-api.test-helper';

let api: ReturnType<typeof fakeApi>;
const app = createFrontApp(async () => new Response('<html></html>'));
const post = (
  path: string,
  form: Record<string, string>,
  init?: { json?: boolean; cookie?: string },
) => postForm(app, path, form, init);

const sessionCookie = () => {
  const pair = api.issue('u1');
  return `__Host-beseda_at=${pair.accessToken}; __Host-beseda_rt=${pair.refreshToken}`;
};

/** Where a response sends the browser: its Location, or the enhanced form's `{redirect}`. */
async function targetOf(res: Response): Promise<string | null> {
  const location = res.headers.get('location');
  if (location) return location;
  const body = (await res.json().catch(() => null)) as { redirect?: string } | null;
  return body?.redirect ?? null;
}

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

/** Every front route that sends the browser to a `redirect` the form carried. */
const routes: {
  name: string;
  send: (redirect: string, json: boolean) => Response | Promise<Response>;
}[] = [
  {
    name: 'sign-in, success',
    send: (redirect, json) =>
      post(
        '/api/auth/login',
        { email: 'ann@example.com', password: 'correct-horse', locale: 'en', redirect },
        { json },
      ),
  },
  {
    name: 'email confirmation, right code',
    send: (redirect, json) =>
      post(
        '/api/auth/confirm-email',
        { code: '654321', locale: 'en', redirect },
        { json, cookie: sessionCookie() },
      ),
  },
  {
    name: 'email confirmation, wrong code (back to the form)',
    send: (redirect) =>
      post(
        '/api/auth/confirm-email',
        { code: '000000', locale: 'en', redirect },
        { cookie: sessionCookie() },
      ),
  },
  {
    name: 'email confirmation, no session (sign in and back)',
    send: (redirect) => post('/api/auth/confirm-email', { code: '654321', locale: 'en', redirect }),
  },
  {
    name: 'new confirmation code',
    send: (redirect) =>
      post(
        '/api/auth/confirm-email/resend',
        { locale: 'en', redirect },
        { cookie: sessionCookie() },
      ),
  },
];

describe('redirect targets of the front’s forms', () => {
  for (const route of routes) {
    it(`${route.name}: every known bypass stays on the origin, inside a locale`, async () => {
      for (const redirect of redirectBypasses) {
        for (const json of [false, true]) {
          const target = await targetOf(await route.send(redirect, json));
          expect(target, `${JSON.stringify(redirect)} json=${json}`).not.toBeNull();
          expect(staysOnOrigin(target), `${JSON.stringify(redirect)} → ${target}`).toBe(true);
          // A target sent to sign in first carries the redirect on: it must be safe too.
          const carried = new URL(target ?? '', 'https://beseda.test').searchParams.get('redirect');
          if (carried !== null) expect(staysOnOrigin(carried), carried).toBe(true);
        }
      }
    });
  }

  it('confirm-email routes keep a same-origin page, put inside the locale', async () => {
    const res = await post(
      '/api/auth/confirm-email/resend',
      { locale: 'ru', redirect: '/chat/7?x=1' },
      { cookie: sessionCookie() },
    );
    expect(res.headers.get('location')).toBe('/ru/chat/7?x=1');
  });
});
