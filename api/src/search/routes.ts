import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { createRouter } from '../lib/router';
import { searchChatsRoute } from './contract';
import { searchChats } from './search-store';
import { toMatchExpression } from './search-terms';

/** `/v1/chat/search`: the caller's chats by title and message text (decision 100). */
export const search = createRouter<AuthEnv>();
search.use('*', requireAuth);

search.openapi(searchChatsRoute, async (c) => {
  const { q, page, take } = c.req.valid('query');
  const match = toMatchExpression(q);
  // Only punctuation: nothing to look for, and nothing found.
  if (!match) return c.json({ items: [], page, take, hasMore: false }, 200);
  const found = await searchChats(c.env, c.var.auth.userId, match, page, take);
  return c.json({ ...found, page, take }, 200);
});
