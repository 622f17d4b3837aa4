import { afterEach, describe, expect, it } from 'vitest';
import { browserApiRoutes } from '../../worker/routes/api-allow-list';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Anything that looks like one of our tokens: the field names, a JWT, or the cookie values. */
function leaks(body: string, cookieValues: string[]): string[] {
  const found = ['accessToken', 'refreshToken', 'access_token', 'refresh_token'].filter((name) =>
    body.includes(name),
  );
  if (/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/.test(body)) found.push('a JWT');
  for (const value of cookieValues) if (value && body.includes(value)) found.push('a cookie value');
  return found;
}

describe('no token reaches browser JavaScript', () => {
  it('walks every allowed /api route and the front auth endpoints: no body carries a token', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    await signUp(browser, { locale: 'en' });
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    await chat.send('A question to have real ids');
    await chat.waitForAnswer();
    const chatId = chat.chatIdFromUrl() ?? '';
    const cookies = await browser.context.cookies();
    const tokens = cookies.filter((c) => c.name.startsWith('__Host-beseda_')).map((c) => c.value);
    expect(tokens.length).toBeGreaterThan(0);

    const userId = await browser.page.evaluate(async () => {
      const res = await fetch('/api/v1/user');
      return ((await res.json()) as { id: string }).id;
    });
    const params: Record<string, string> = {
      id: chatId,
      chatId,
      requestId: 'not-a-real-request',
      provider: 'gpt',
      llm: 'gpt-mini',
      userId,
    };
    const calls = [
      ...browserApiRoutes.map(({ method, path }) => ({
        method,
        path: `/api${path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? 'x')}`,
      })),
      { method: 'GET', path: '/api/auth/session' },
      { method: 'POST', path: '/api/auth/refresh' },
    ];
    const answers = await browser.page.evaluate(async (list) => {
      const out: { call: string; status: number; body: string }[] = [];
      for (const { method, path } of list) {
        const unsafe = method !== 'GET';
        const res = await fetch(path, {
          method,
          headers: unsafe ? { 'content-type': 'application/json', accept: 'application/json' } : {},
          body: unsafe ? '{}' : undefined,
        });
        out.push({ call: `${method} ${path}`, status: res.status, body: await res.text() });
      }
      return out;
    }, calls);
    // The walk reached real data: the chat, its messages and the session came back.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(8);
    for (const { call, body } of answers) expect(leaks(body, tokens), call).toEqual([]);
  });

  it('refuses the api auth routes that answer with tokens', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    await browser.page.goto(browser.url('/en/auth/login'));
    const statuses = await browser.page.evaluate(async () => {
      const out: number[] = [];
      for (const path of [
        '/api/v1/auth/register',
        '/api/v1/auth/login',
        '/api/v2/user/auth/users/promo-user-registration',
      ]) {
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'x@example.com', password: 'long-enough-password' }),
        });
        out.push(res.status);
      }
      return out;
    });
    expect(statuses).toEqual([404, 404, 404]);
  });
});
