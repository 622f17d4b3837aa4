import type { Locale } from '../../../src/i18n/locales';
import type { WebBindings } from '../../env';
import { parseSessionInfo, type SessionInfo } from '../../lib/session-info';
import {
  accessCookie,
  expiredCookie,
  hostCookie,
  refreshCookie,
  refreshCookieMaxAge,
} from './cookies';
import { refreshTokens } from './refresh';
import { needsRefresh, type TokenPair } from './tokens';
import { callUpstream } from './upstream-call';

export type { SessionInfo };

const defaultAccessMaxAge = 20 * 60;

/**
 * The tokens of one request: read from the cookies, refreshed when near expiry (lazily, so a
 * static file never triggers a call), and the cookie changes to send back with the response.
 */
export class SessionState {
  private access: string | null;
  private refresh: string | null;
  private refreshed = false;
  private cookieChange: { kind: 'set'; pair: TokenPair } | { kind: 'clear' } | null = null;

  constructor(
    private readonly env: WebBindings,
    private readonly locale: Locale,
    tokens: { access: string | null; refresh: string | null },
    private readonly now: () => number = Date.now,
  ) {
    this.access = tokens.access;
    this.refresh = tokens.refresh;
  }

  /** Whether the browser sent any session cookie. */
  get present(): boolean {
    return this.access !== null || this.refresh !== null;
  }

  get refreshToken(): string | null {
    return this.refresh;
  }

  /**
   * A usable access token: the cookie's when it is not about to expire, else a refreshed one.
   * Null when signed out (or the api is unreachable for the refresh).
   */
  async accessToken(): Promise<string | null> {
    if (this.access && !needsRefresh(this.access, this.now())) return this.access;
    if (!this.refresh || this.refreshed) return this.refresh ? this.access : this.dropAccess();
    return this.forceRefresh();
  }

  /** Trades the refresh token for a new pair now; a refusal signs the visitor out. */
  async forceRefresh(): Promise<string | null> {
    if (!this.refresh) return this.dropAccess();
    this.refreshed = true;
    const outcome = await refreshTokens(this.env, this.locale, this.refresh);
    if (outcome.kind === 'ok') {
      this.adopt(outcome.pair);
      return this.access;
    }
    if (outcome.kind === 'rejected') this.clear();
    return null;
  }

  /**
   * The session (user, expiry) for pages, from the api. A refused token is refreshed once;
   * a refused session signs the visitor out (SPEC §4, §8).
   */
  async session(): Promise<SessionInfo | null> {
    if (!this.present) return null;
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = attempt === 0 ? await this.accessToken() : await this.forceRefresh();
      if (!token) return null;
      let res: Response;
      try {
        res = await callUpstream(this.env, this.locale, '/v1/auth/session', { bearer: token });
      } catch {
        return null;
      }
      if (res.ok) {
        const body = parseSessionInfo(await res.json().catch(() => null));
        if (body) return body;
        break;
      }
      if (res.status >= 500) return null;
      if (res.status !== 401 || this.refreshed) break;
    }
    this.clear();
    return null;
  }

  /** Keeps a pair from sign-in, sign-up or refresh (already checked by `tokenPairOf`). */
  adopt(pair: TokenPair): void {
    this.access = pair.accessToken;
    this.refresh = pair.refreshToken;
    this.cookieChange = { kind: 'set', pair };
  }

  /** Forgets both tokens and deletes their cookies. */
  clear(): void {
    this.access = null;
    this.refresh = null;
    this.cookieChange = { kind: 'clear' };
  }

  private dropAccess(): null {
    if (this.access) {
      this.access = null;
      this.cookieChange ??= { kind: 'clear' };
    }
    return null;
  }

  /** `Set-Cookie` values for the response, if anything changed. */
  setCookieHeaders(): string[] {
    const change = this.cookieChange;
    if (!change) return [];
    if (change.kind === 'clear') return [expiredCookie(accessCookie), expiredCookie(refreshCookie)];
    const { accessToken, refreshToken, expiresIn } = change.pair;
    return [
      hostCookie(accessCookie, accessToken, expiresIn ?? defaultAccessMaxAge),
      hostCookie(refreshCookie, refreshToken, refreshCookieMaxAge),
    ];
  }
}
