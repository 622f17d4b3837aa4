import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live 20 minutes (issue 3); the front refreshes every 15 (SPEC §4). */
export const ACCESS_TOKEN_TTL_SECONDS = 20 * 60;
const ISSUER = 'beseda-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  expiresAt: string;
}

function keyOf(secret: string | undefined): Uint8Array {
  // A missing secret is a deployment fault, never a reason to sign with a default.
  if (!secret) throw new Error('JWT_SECRET is not configured');
  return new TextEncoder().encode(secret);
}

/** Signs an HS256 access JWT carrying the user (`sub`) and the session (`sid`). */
export async function signAccessToken(
  secret: string | undefined,
  userId: string,
  sessionId: string,
): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

/** The claims of a valid access token, or null for anything forged, expired or malformed. */
export async function verifyAccessToken(
  secret: string | undefined,
  token: string,
): Promise<AccessClaims | null> {
  const key = keyOf(secret);
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) {
      return null;
    }
    return {
      userId: payload.sub,
      sessionId: payload.sid,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    };
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
