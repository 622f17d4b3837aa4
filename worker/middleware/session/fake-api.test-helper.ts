/**
 * A stand-in for the api's accounts contract (issue 3), for the front's unit tests: the only
 * external boundary of the front. Install with `vi.stubGlobal('fetch', api.fetch)`.
 */
export function jwtExpiringIn(seconds: number, subject = 'u1'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: subject, exp })}.sig`;
}

export function fakeApi(options: { accessLifetime?: number } = {}) {
  const lifetime = options.accessLifetime ?? 1200;
  const users = new Map([
    ['ann@example.com', { id: 'u1', password: 'correct-horse', name: 'Ann', locale: 'en' }],
    ['boris@example.com', { id: 'u2', password: 'correct-horse', name: 'Борис', locale: 'ru' }],
    // Two-factor on: the password earns a ticket, and `246810` finishes the sign-in.
    ['tess@example.com', { id: 'u3', password: 'correct-horse', name: 'Tess', locale: 'en' }],
  ]);
  const tickets = new Map<string, { userId: string; tries: number }>();
  const refreshTokens = new Map<string, string>();
  const calls: { method: string; path: string; authorization: string | null; body: unknown }[] = [];
  let serial = 0;
  const issue = (userId: string) => {
    const refreshToken = `rt-${++serial}`;
    refreshTokens.set(refreshToken, userId);
    return {
      accessToken: jwtExpiringIn(lifetime, userId),
      refreshToken,
      tokenType: 'Bearer',
      expiresIn: lifetime,
    };
  };
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers });

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const authorization = request.headers.get('authorization');
    const body = request.method === 'GET' ? null : await request.json().catch(() => null);
    calls.push({ method: request.method, path: url.pathname + url.search, authorization, body });
    const bearer = authorization?.replace(/^Bearer /, '') ?? '';
    const input = (body ?? {}) as Record<string, string>;
    switch (`${request.method} ${url.pathname}`) {
      case 'POST /v1/auth/login': {
        const user = users.get(input.email ?? '');
        if (input.email === 'slow@example.com')
          return json({ code: 'rate_limited', message: 'wait' }, 429, { 'retry-after': '42' });
        if (!user || user.password !== input.password)
          return json({ code: 'invalid_credentials', message: 'Wrong email or password' }, 401);
        if (user.id === 'u3') {
          const ticket = `ticket-${++serial}`;
          tickets.set(ticket, { userId: user.id, tries: 0 });
          return json({ twoFactorRequired: true, ticket, methods: ['totp', 'recovery'] });
        }
        return json(issue(user.id));
      }
      case 'POST /v1/auth/passkey/options':
        return json({ challenge: 'challenge-1', rpId: 'web.test', allowCredentials: [] });
      case 'POST /v1/auth/passkey': {
        // Ann's passkey signs in; any other is unknown.
        const { response } = (body ?? {}) as { response?: { id?: string } };
        if (response?.id !== 'ann-passkey')
          return json({ code: 'passkey_unknown', message: 'This passkey is not known here' }, 401);
        return json(issue('u1'));
      }
      case 'POST /v1/auth/login/2fa': {
        const ticket = tickets.get(input.ticket ?? '');
        if (!ticket)
          return json({ code: 'login_ticket_invalid', message: 'The sign-in has expired' }, 401);
        if (++ticket.tries > 5)
          return json({ code: 'login_ticket_exhausted', message: 'Too many wrong codes' }, 429);
        if (input.code !== '246810')
          return json({ code: 'invalid_two_factor_code', message: 'The code is wrong' }, 400);
        tickets.delete(input.ticket ?? '');
        return json(issue(ticket.userId));
      }
      case 'POST /v1/auth/register':
      case 'POST /v2/user/auth/users/promo-user-registration': {
        const id = `u${users.size + 1}`;
        users.set(input.email ?? '', {
          id,
          password: input.password ?? '',
          name: input.name ?? '',
          locale: request.headers.get('x-ad-locale') ?? 'ru',
        });
        return json(issue(id), 201);
      }
      case 'POST /v1/auth/refresh': {
        const userId = refreshTokens.get(bearer);
        if (!userId) return json({ code: 'invalid_token', message: 'no' }, 401);
        refreshTokens.delete(bearer);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(issue(userId));
      }
      case 'GET /v1/auth/session': {
        const [, payload] = bearer.split('.');
        if (!payload) return json({ code: 'unauthorized', message: 'no' }, 401);
        const { sub, exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
          sub: string;
          exp: number;
        };
        if (exp * 1000 < Date.now())
          return json({ code: 'token_expired', message: 'expired' }, 401);
        const [email, user] = [...users].find(([, known]) => known.id === sub) ?? [];
        return json({
          user: { id: sub, email, name: user?.name, locale: user?.locale },
          expiresAt: new Date(exp * 1000).toISOString(),
        });
      }
      case 'POST /v1/auth/logout':
        return new Response(null, { status: 204 });
      case 'POST /v2/user/security/lostpass':
        return new Response(null, { status: 202 });
      case 'PUT /v2/user/security/lostpass':
        return input.code === '123456'
          ? json({ ok: true })
          : json({ code: 'invalid_code', message: 'Wrong or expired code' }, 400);
      case 'POST /v1/auth/confirm-email':
        if (!bearer) return json({ code: 'unauthorized', message: 'no' }, 401);
        return input.code === '654321'
          ? json({ emailConfirmed: true })
          : json({ code: 'invalid_code', message: 'Wrong or expired code' }, 400);
      case 'POST /v1/auth/confirm-email/resend':
        if (!bearer) return json({ code: 'unauthorized', message: 'no' }, 401);
        return json({ status: 'accepted' }, 202);
      default:
        return json({ path: url.pathname, authorization });
    }
  }
  return {
    calls,
    refreshTokens,
    issue,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init)),
  };
}

/**
 * A same-origin form POST to the front (`http://web.test`), as the browser sends it, optionally
 * asking for JSON (the enhanced form) and with cookies.
 *
 * @example await postForm(app, '/api/auth/login', { email, password }, { json: true })
 */
export function postForm(
  app: {
    request: (
      url: string,
      init: RequestInit,
      env: { API_URL: string },
    ) => Response | Promise<Response>;
  },
  path: string,
  form: Record<string, string>,
  init: { json?: boolean; cookie?: string } = {},
) {
  const origin = 'http://web.test';
  return app.request(
    `${origin}${path}`,
    {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: {
        origin,
        ...(init.json ? { accept: 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
    },
    { API_URL: 'http://api.test' },
  );
}
