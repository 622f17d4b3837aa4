/** The token pair the api answers with on sign-in, sign-up and refresh (issue 3). */
export type TokenPair = {
  accessToken: string;
  refreshToken: string;
  tokenType?: string;
  expiresIn?: number;
};

/**
 * SPEC §5: tokens in a sign-in or refresh answer must be strings, else nothing is stored.
 *
 * @example tokenPairOf(await res.json()) // null when accessToken is not a string
 */
export function tokenPairOf(body: unknown): TokenPair | null {
  if (typeof body !== 'object' || body === null) return null;
  const { accessToken, refreshToken, expiresIn } = body as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  if (typeof refreshToken !== 'string' || !refreshToken) return null;
  return {
    accessToken,
    refreshToken,
    tokenType: 'Bearer',
    ...(typeof expiresIn === 'number' && expiresIn > 0 ? { expiresIn } : {}),
  };
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * When an access JWT expires (ms since epoch), read from its `exp` claim without verifying it:
 * the api verifies; the front only needs to know when to refresh. Not a JWT → null.
 */
export function accessExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(base64UrlDecode(payload)) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** An access token is refreshed this long before it expires. */
export const refreshMarginMs = 60_000;

export function needsRefresh(token: string, now: number): boolean {
  const expiry = accessExpiry(token);
  return expiry === null || expiry - now <= refreshMarginMs;
}
