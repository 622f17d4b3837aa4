import { serialize } from 'hono/utils/cookie';
import type { Locale } from '../../src/i18n/locales';
import { matchRoute } from '../../src/lib/routes';

/**
 * The chat page a signed-in person used last, as `<user id>|<path without locale>`: `/` sends
 * them back there (SPEC §2's main redirect; docs/decisions/070-main-redirect.md). Not a secret,
 * but HttpOnly all the same: no page script needs it.
 */
export const lastChatCookie = 'beseda_last_chat';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether `path` (no locale) is a chat page of any mode: text, image or Midjourney. */
function isChatPath(path: string): boolean {
  // Plain segments only: no dot segments a browser would fold into another page.
  if (!/^(\/[\w-]+)+$/.test(path)) return false;
  const route = matchRoute(path)?.route.path;
  return (
    route === '/chat/:slug?' ||
    route === '/chat/image/:slug?' ||
    route === '/chat/midjourney/:slug?'
  );
}

/**
 * Where `/{locale}/` sends a caller: a visitor to the public `/gen`; a signed-in user to the chat
 * page they used last (only when the cookie is theirs), else to a new text chat.
 *
 * @example homeTarget('en', { userId: 'u1', cookie: 'u1|/chat/image/42' }) // '/en/chat/image/42'
 */
export function homeTarget(
  locale: Locale,
  signedIn: { userId: string; cookie: string | undefined } | null,
): string {
  if (!signedIn) return `/${locale}/gen`;
  const [owner, path] = (signedIn.cookie ?? '').split('|', 2);
  if (owner === signedIn.userId && path && isChatPath(path)) return `/${locale}${path}`;
  return `/${locale}/chat`;
}

/**
 * The `Set-Cookie` that remembers `path` as the user's last chat page, or null for pages that
 * are not chats.
 */
export function rememberChatCookie(userId: string, path: string, secure: boolean): string | null {
  if (!isChatPath(path)) return null;
  return serialize(lastChatCookie, `${userId}|${path}`, {
    path: '/',
    maxAge: YEAR_SECONDS,
    sameSite: 'Lax',
    httpOnly: true,
    secure,
  });
}
