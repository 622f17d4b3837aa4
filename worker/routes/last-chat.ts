import { Hono } from 'hono';
import * as m from '../../src/paraglide/messages.js';
import type { FrontEnv } from '../env';
import { splitLocale } from '../middleware/locale/locale';
import { rememberChatCookie } from './home-redirect';

/**
 * `PUT /api/last-chat` `{"path": "/ru/chat/{id}"}`: remembers a chat the page opened or created
 * without a request for its page (its address replaced in place), so `/` returns to it like to a
 * chat page loaded from the server (docs/decisions/070-main-redirect.md). The cookie is HttpOnly,
 * so the page asks the front to set it. 204; 401 signed out; 400 for anything but a chat page.
 */
export const lastChatRoutes = new Hono<FrontEnv>().put('/', async (c) => {
  const locale = c.get('locale');
  const info = await c.get('session').session();
  if (!info) {
    return c.json(
      { code: 'unauthorized', message: m.misc_last_chat_signed_out({}, { locale }) },
      401,
    );
  }
  const body = (await c.req.json().catch(() => null)) as { path?: unknown } | null;
  const path = typeof body?.path === 'string' && body.path.length <= 200 ? body.path : '';
  const { locale: pathLocale, rest } = splitLocale(path);
  const cookie = pathLocale
    ? rememberChatCookie(info.user.id, rest, new URL(c.req.url).protocol === 'https:')
    : null;
  if (!cookie) {
    return c.json({ code: 'not_a_chat', message: m.misc_last_chat_not_chat({}, { locale }) }, 400);
  }
  c.header('set-cookie', cookie, { append: true });
  c.header('cache-control', 'no-store');
  return c.body(null, 204);
});
