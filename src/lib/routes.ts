/**
 * Every screen of SPEC §2, written without the locale prefix. This table is how a page declares
 * its access rule and layout (docs/decisions/003-route-table.md): the Hono front reads it to
 * redirect, guard and answer 404 before Waku renders; the Waku pages live under
 * `src/pages/[locale]/(layout)/…` to match.
 */
/**
 * `operator` pages exist only for the accounts of `OPERATOR_EMAILS`: to anyone else, signed in or
 * not, they are 404 (docs/decisions/160-operator-console.md).
 */
export type Access = 'required' | 'guest' | 'open' | 'operator';
export type LayoutName = 'chats' | 'cabinet' | 'login' | 'text-page' | 'plain' | 'admin';

export type RouteEntry = {
  /** Path pattern: literal segments and, last, an optional `:slug?`. */
  path: string;
  access?: Access;
  layout: LayoutName;
};

export const routes: readonly RouteEntry[] = [
  { path: '/', access: 'open', layout: 'chats' },
  { path: '/auth/login', access: 'guest', layout: 'login' },
  { path: '/auth/two-factor', access: 'guest', layout: 'login' },
  { path: '/registration', access: 'guest', layout: 'login' },
  { path: '/enter-reset-password-code', access: 'guest', layout: 'login' },
  { path: '/reset-password', access: 'guest', layout: 'login' },
  { path: '/reset-password-code-success', access: 'guest', layout: 'login' },
  { path: '/reset-password-success', access: 'guest', layout: 'login' },
  // The confirmation mail's link (issue 9): signed in, so the guard sends others to sign in first.
  { path: '/confirm-email', layout: 'login' },
  { path: '/avatar', layout: 'text-page' },
  // The operator console (docs/decisions/160-operator-console.md).
  { path: '/admin', access: 'operator', layout: 'admin' },
  { path: '/admin/promocodes', access: 'operator', layout: 'admin' },
  { path: '/admin/models', access: 'operator', layout: 'admin' },
  { path: '/admin/audit', access: 'operator', layout: 'admin' },
  { path: '/admin/stats', access: 'operator', layout: 'admin' },
  { path: '/admin/support', access: 'operator', layout: 'admin' },
  { path: '/cabinet/api-keys', layout: 'cabinet' },
  { path: '/cabinet/balance', layout: 'cabinet' },
  { path: '/cabinet/key-combinations', layout: 'cabinet' },
  { path: '/cabinet/knowledge', layout: 'cabinet' },
  { path: '/cabinet/members', layout: 'cabinet' },
  { path: '/cabinet/memory', layout: 'cabinet' },
  { path: '/cabinet/profile', layout: 'cabinet' },
  { path: '/cabinet/settings', layout: 'cabinet' },
  { path: '/cabinet/tools', layout: 'cabinet' },
  { path: '/cabinet/usage', layout: 'cabinet' },
  { path: '/chat/:slug?', layout: 'chats' },
  { path: '/chat/image/:slug?', layout: 'chats' },
  { path: '/chat/midjourney/:slug?', layout: 'chats' },
  { path: '/support', layout: 'chats' },
  { path: '/text', layout: 'chats' },
  { path: '/transcription', layout: 'text-page' },
  { path: '/service', layout: 'text-page' },
  { path: '/feedback', access: 'open', layout: 'text-page' },
  { path: '/gen', access: 'open', layout: 'text-page' },
  { path: '/policy', access: 'open', layout: 'text-page' },
  { path: '/terms', access: 'open', layout: 'text-page' },
  { path: '/ui', access: 'open', layout: 'plain' },
  { path: '/ui/actions-modal', access: 'open', layout: 'plain' },
];

export type RouteMatch = { route: RouteEntry; access: Access; params: Record<string, string> };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Finds the route of a path without locale prefix; literal routes win over slug routes,
 * so `/chat/image` is the image chat, not a text chat with slug "image".
 *
 * @example matchRoute('/chat/42') // { route: {path: '/chat/:slug?'…}, params: { slug: '42' } }
 */
export function matchRoute(path: string): RouteMatch | null {
  const wanted = segmentsOf(path);
  let best: RouteMatch | null = null;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    const params: Record<string, string> = {};
    const last = pattern.at(-1);
    const optional = last?.endsWith('?') ? last.slice(1, -1) : null;
    const fixed = optional ? pattern.slice(0, -1) : pattern;
    const lengthFits = optional
      ? wanted.length === fixed.length || wanted.length === fixed.length + 1
      : wanted.length === fixed.length;
    if (!lengthFits || !fixed.every((segment, i) => segment === wanted[i])) continue;
    if (optional && wanted.length > fixed.length) params[optional] = wanted.at(-1) ?? '';
    const match = { route, access: route.access ?? 'required', params };
    if (!best || Object.keys(params).length < Object.keys(best.params).length) best = match;
  }
  return best;
}
