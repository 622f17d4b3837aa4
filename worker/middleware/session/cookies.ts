import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type CookieOptions, serialize } from 'hono/utils/cookie';

/** The session cookies (ARCHITECTURE.md, Session): HttpOnly, Secure, SameSite=Lax, Path=/. */
export const accessCookie = '__Host-beseda_at';
export const refreshCookie = '__Host-beseda_rt';

/** The refresh token lives 30 days at the api (issue 3); its cookie lives as long. */
export const refreshCookieMaxAge = 30 * 24 * 60 * 60;

const hostOnly: CookieOptions = { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' };

/**
 * A `Set-Cookie` value for a `__Host-` cookie the browser's JavaScript cannot read: the options
 * of every such cookie of the front (tokens, the form flash, the password-reset step).
 *
 * @example hostCookie(accessCookie, token, 1200)
 */
export function hostCookie(name: string, value: string, maxAge: number): string {
  return serialize(name, value, { ...hostOnly, maxAge });
}

/** A `Set-Cookie` value that deletes a `__Host-` cookie. */
export function expiredCookie(name: string): string {
  return serialize(name, '', { ...hostOnly, maxAge: 0 });
}

export function readTokenCookies(c: Context): { access: string | null; refresh: string | null } {
  return {
    access: getCookie(c, accessCookie) || null,
    refresh: getCookie(c, refreshCookie) || null,
  };
}
