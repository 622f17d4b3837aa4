/** What server components may know of the session: never a token (src/lib/session.server.ts). */
export type SessionInfo = {
  user: { id: string; email: string; name?: string | null; [field: string]: unknown };
  expiresAt: string;
  /** Whether the account may use the operator console (`/admin`, docs/decisions/160-operator-console.md). */
  operator?: boolean;
};

/**
 * Reads a session from the api's `GET /v1/auth/session` answer, or from the internal header the
 * front hands to server components; null for anything that is not one. The only place a session
 * is parsed, so the front and the pages agree on what a signed-in visitor is.
 *
 * @example parseSessionInfo({ user: { id: 7, email: 'a@b.c' }, expiresAt }) // id becomes '7'
 */
export function parseSessionInfo(body: unknown): SessionInfo | null {
  if (typeof body !== 'object' || body === null) return null;
  const { user, expiresAt, operator } = body as Record<string, unknown>;
  if (typeof user !== 'object' || user === null || typeof expiresAt !== 'string') return null;
  const { id } = user as Record<string, unknown>;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const info: SessionInfo = {
    user: { ...(user as SessionInfo['user']), id: String(id) },
    expiresAt,
  };
  if (operator === true) info.operator = true;
  return info;
}
