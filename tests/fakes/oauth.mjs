// One fake of the three sign-in providers, each under its own path prefix and in its real wire
// format: Yandex OAuth (`/yandex-oauth/authorize`, `/yandex-oauth/token`) and Yandex ID
// (`/yandex-login/info`), VK ID (`/vk/authorize`, `/vk/oauth2/auth`, `/vk/oauth2/user_info`) and
// Google (`/google-accounts/o/oauth2/v2/auth`, `/google-oauth2/token`,
// `/google-openid/v1/userinfo`). The authorize pages approve at once as the provider's configured
// test identity (set by `POST /__fake/identity`) and redirect back with code and state; the token
// endpoints check the client, the redirect URI and the PKCE verifier, and a code works once.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { listenOnLoopback } from './listen.mjs';

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

async function readText(req) {
  const parts = [];
  for await (const part of req) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

const s256 = (verifier) => createHash('sha256').update(verifier).digest('base64url');
const token = () => randomBytes(24).toString('base64url');

/** Client credentials from HTTP Basic (RFC 6749 §2.3.1) or the form. */
function clientOf(req, form) {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
  if (basic) {
    const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

const defaultIdentity = (provider) => ({
  sub: `${provider}-${randomUUID()}`,
  email: `${provider}-${randomUUID()}@example.com`,
  emailVerified: true,
  name: 'Test Person',
});

/**
 * @param {{ clients?: Record<'yandex'|'vk'|'google', {id: string, secret: string}>, port?: number }} [opts]
 */
export async function startFakeOAuth(opts = {}) {
  const clients = opts.clients ?? {
    yandex: { id: 'yandex-client', secret: 'yandex-secret' },
    vk: { id: 'vk-client', secret: 'vk-secret' },
    google: { id: 'google-client', secret: 'google-secret' },
  };
  /** @type {Record<string, {sub: string, email: string|null, emailVerified: boolean, name: string, deny?: boolean}>} */
  const identities = {
    yandex: defaultIdentity('yandex'),
    vk: defaultIdentity('vk'),
    google: defaultIdentity('google'),
  };
  const codes = new Map();
  const accessTokens = new Map();
  const requests = [];

  /** The authorize page: approves as the provider's identity and redirects to redirect_uri. */
  function authorize(provider, url, res) {
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    if (
      q.get('client_id') !== clients[provider].id ||
      !redirect ||
      q.get('response_type') !== 'code'
    ) {
      return json(res, 400, {
        error: 'invalid_request',
        error_description: 'Bad client or redirect',
      });
    }
    const back = new URL(redirect);
    if (q.get('state')) back.searchParams.set('state', q.get('state'));
    // A test's own person for this one authorization (`fake_identity`, JSON), so test files running
    // at once do not approve as each other's identity set by `POST /__fake/identity`.
    const own = q.get('fake_identity');
    const identity = own
      ? { ...defaultIdentity(provider), ...JSON.parse(own) }
      : identities[provider];
    if (identity.deny) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied access');
    } else {
      const code = token();
      codes.set(code, {
        provider,
        redirect,
        challenge: q.get('code_challenge'),
        method: (q.get('code_challenge_method') ?? '').toLowerCase(),
        identity: { ...identity },
        deviceId: provider === 'vk' ? token() : undefined,
        state: q.get('state'),
      });
      back.searchParams.set('code', code);
      if (provider === 'vk') {
        back.searchParams.set('device_id', codes.get(code).deviceId);
        back.searchParams.set('type', 'code_v2');
        back.searchParams.set('expires_in', '600');
      }
      if (provider === 'google') back.searchParams.set('scope', q.get('scope') ?? '');
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  /** Checks a token request; answers the grant or writes the provider's error and answers null. */
  function grantOf(provider, req, form, res) {
    const client = clientOf(req, form);
    const grant = codes.get(form.get('code') ?? '');
    const clientOk =
      client.id === clients[provider].id &&
      (provider === 'vk' || client.secret === clients[provider].secret);
    if (!clientOk) {
      json(res, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
      return null;
    }
    const verifier = form.get('code_verifier') ?? '';
    const ok =
      form.get('grant_type') === 'authorization_code' &&
      grant?.provider === provider &&
      grant.method === 's256' &&
      s256(verifier) === grant.challenge &&
      (form.get('redirect_uri') ?? grant.redirect) === grant.redirect &&
      (provider !== 'vk' ||
        (form.get('device_id') === grant.deviceId && form.get('state') === grant.state));
    codes.delete(form.get('code') ?? '');
    if (!ok) {
      json(res, 400, { error: 'invalid_grant', error_description: 'Code is invalid or expired' });
      return null;
    }
    const access = token();
    accessTokens.set(access, { provider, identity: grant.identity });
    return { access, grant };
  }

  /** Every token the fake handed out, for tests that check none of them reaches a user. */
  const issued = [];
  const handOut = (res, body) => {
    for (const key of ['access_token', 'refresh_token', 'id_token']) {
      if (body[key]) issued.push(body[key]);
    }
    return json(res, 200, body);
  };

  const bearer = (req, scheme) => {
    const match = new RegExp(`^${scheme} (.+)$`, 'i').exec(req.headers.authorization ?? '');
    return match ? accessTokens.get(match[1]) : undefined;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const raw = req.method === 'POST' ? await readText(req) : '';
    requests.push({ method: req.method, path, body: raw });
    const form = new URLSearchParams(raw);
    if (req.method === 'GET' && path === '/__fake/issued-tokens') return json(res, 200, { issued });
    if (req.method === 'POST' && path === '/__fake/identity') {
      const body = JSON.parse(raw || '{}');
      identities[body.provider] = { ...defaultIdentity(body.provider), ...body.identity };
      return json(res, 200, identities[body.provider]);
    }
    if (req.method === 'GET' && path === '/yandex-oauth/authorize')
      return authorize('yandex', url, res);
    if (req.method === 'GET' && path === '/vk/authorize') return authorize('vk', url, res);
    if (req.method === 'GET' && path === '/google-accounts/o/oauth2/v2/auth')
      return authorize('google', url, res);
    if (req.method === 'POST' && path === '/yandex-oauth/token') {
      const granted = grantOf('yandex', req, form, res);
      if (!granted) return;
      return handOut(res, {
        token_type: 'bearer',
        access_token: granted.access,
        expires_in: 31536000,
        refresh_token: token(),
      });
    }
    if (req.method === 'GET' && path === '/yandex-login/info') {
      const session = bearer(req, 'OAuth');
      if (session?.provider !== 'yandex') return json(res, 401, { error: 'invalid_token' });
      const { identity } = session;
      return json(res, 200, {
        id: identity.sub,
        login: (identity.email ?? 'person').split('@')[0],
        client_id: clients.yandex.id,
        display_name: identity.name,
        real_name: identity.name,
        first_name: identity.name.split(' ')[0],
        last_name: identity.name.split(' ').slice(1).join(' '),
        sex: null,
        ...(identity.email ? { default_email: identity.email, emails: [identity.email] } : {}),
        psuid: `1.${identity.sub}`,
      });
    }
    if (req.method === 'POST' && path === '/vk/oauth2/auth') {
      const granted = grantOf('vk', req, form, res);
      if (!granted) return;
      return handOut(res, {
        access_token: granted.access,
        refresh_token: token(),
        id_token: token(),
        token_type: 'Bearer',
        expires_in: 3600,
        user_id: Number(granted.grant.identity.sub.replace(/\D/g, '').slice(0, 9)) || 1,
        state: granted.grant.state,
        scope: 'vkid.personal_info email',
      });
    }
    if (req.method === 'POST' && path === '/vk/oauth2/user_info') {
      const session = accessTokens.get(form.get('access_token') ?? '');
      if (session?.provider !== 'vk' || form.get('client_id') !== clients.vk.id) {
        return json(res, 200, { error: 'invalid_token', error_description: 'Token is invalid' });
      }
      const { identity } = session;
      return json(res, 200, {
        user: {
          user_id: identity.sub,
          first_name: identity.name.split(' ')[0],
          last_name: identity.name.split(' ').slice(1).join(' '),
          avatar: '',
          sex: 0,
          verified: false,
          birthday: '',
          ...(identity.email ? { email: identity.email } : {}),
        },
      });
    }
    if (req.method === 'POST' && path === '/google-oauth2/token') {
      const granted = grantOf('google', req, form, res);
      if (!granted) return;
      const { identity } = granted.grant;
      const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const idToken = [
        part({ alg: 'RS256', typ: 'JWT' }),
        part({
          iss: 'https://accounts.google.com',
          aud: clients.google.id,
          sub: identity.sub,
          email: identity.email,
          email_verified: identity.emailVerified,
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 3600,
        }),
        'fake-signature',
      ].join('.');
      return handOut(res, {
        access_token: granted.access,
        expires_in: 3599,
        scope: 'openid https://www.googleapis.com/auth/userinfo.email',
        token_type: 'Bearer',
        id_token: idToken,
      });
    }
    if (req.method === 'GET' && path === '/google-openid/v1/userinfo') {
      const session = bearer(req, 'Bearer');
      if (session?.provider !== 'google') {
        return json(res, 401, {
          error: 'invalid_request',
          error_description: 'Invalid Credentials',
        });
      }
      const { identity } = session;
      return json(res, 200, {
        sub: identity.sub,
        name: identity.name,
        given_name: identity.name.split(' ')[0],
        ...(identity.email
          ? { email: identity.email, email_verified: identity.emailVerified }
          : {}),
      });
    }
    json(res, 404, { error: 'not_found' });
  });
  const url = await listenOnLoopback(server, opts.port);
  return {
    url,
    requests,
    clients,
    /** The api variables that point every provider at this fake. */
    apiVars: {
      YANDEX_CLIENT_ID: clients.yandex.id,
      YANDEX_CLIENT_SECRET: clients.yandex.secret,
      YANDEX_OAUTH_BASE_URL: `${url}/yandex-oauth`,
      YANDEX_LOGIN_BASE_URL: `${url}/yandex-login`,
      VK_CLIENT_ID: clients.vk.id,
      VK_CLIENT_SECRET: clients.vk.secret,
      VK_ID_BASE_URL: `${url}/vk`,
      GOOGLE_CLIENT_ID: clients.google.id,
      GOOGLE_CLIENT_SECRET: clients.google.secret,
      GOOGLE_ACCOUNTS_BASE_URL: `${url}/google-accounts`,
      GOOGLE_OAUTH2_BASE_URL: `${url}/google-oauth2`,
      GOOGLE_OPENID_BASE_URL: `${url}/google-openid`,
    },
    /** Who the provider's authorize page signs in as from now on (`deny` refuses instead). */
    setIdentity(provider, identity) {
      identities[provider] = { ...defaultIdentity(provider), ...identity };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
