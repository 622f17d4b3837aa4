import { type Context, Hono } from 'hono';
import { twoFactorCookie } from '../../src/lib/auth/flash';
import type { FrontEnv } from '../env';
import { callUpstream, tokenPairOf } from '../middleware/session';
import { expiredCookie } from '../middleware/session/cookies';
import { finishSignIn, readSubmission, type Submission, upstreamFailure } from './auth-form';
import { readTwoFactorState } from './auth-two-factor';

type FrontContext = Context<FrontEnv>;

/** The island's JSON body: the browser's WebAuthn answer beside the usual form values. */
async function readPasskeyBody(c: FrontContext) {
  // Hono keeps the parsed body, so `readSubmission` reads the same one.
  const body = (await c.req.json().catch(() => ({}))) as { response?: unknown };
  return body.response;
}

/** An api refusal as the island's JSON `{code, message, retryAfter}`. */
async function refusal(c: FrontContext, res: Response) {
  const { status, error } = await upstreamFailure(res);
  return c.json(
    { code: error?.code ?? 'network', message: error?.message, retryAfter: error?.retryAfter },
    status,
  );
}

const networkDown = (c: FrontContext) => c.json({ code: 'network' }, 503);

/**
 * `POST /api/auth/passkey/options` and `POST /api/auth/passkey`: sign-in with a passkey from the
 * login page (button or autofill) or from the code step. The front asks the api for the options
 * (binding them to the code step's account when its ticket cookie is there) and hands the browser's
 * answer on; the tokens land in the session cookies as with a password. JavaScript only: WebAuthn
 * has no form-post equivalent.
 */
export const passkeyRoutes = new Hono<FrontEnv>()
  .post('/options', async (c) => {
    const { locale } = await readSubmission(c);
    const ticket = readTwoFactorState(c)?.ticket;
    let res: Response;
    try {
      res = await callUpstream(c.env, locale, '/v1/auth/passkey/options', {
        method: 'POST',
        clientAddress: c.req.header('cf-connecting-ip'),
        body: ticket ? { ticket } : {},
      });
    } catch {
      return networkDown(c);
    }
    if (!res.ok) return refusal(c, res);
    c.header('cache-control', 'no-store');
    return c.json(await res.json());
  })
  .post('/', async (c) => {
    const response = await readPasskeyBody(c);
    const submission: Submission = { ...(await readSubmission(c)), wantsJson: true };
    const state = readTwoFactorState(c);
    let res: Response;
    try {
      res = await callUpstream(c.env, submission.locale, '/v1/auth/passkey', {
        method: 'POST',
        clientAddress: c.req.header('cf-connecting-ip'),
        userAgent: c.req.header('user-agent'),
        body: { response },
      });
    } catch {
      return networkDown(c);
    }
    if (!res.ok) return refusal(c, res);
    const pair = tokenPairOf(await res.json().catch(() => null));
    if (!pair) return c.json({ code: 'network' }, 502);
    // A passkey is both factors: a code step waiting for this sign-in is over.
    if (state) c.header('set-cookie', expiredCookie(twoFactorCookie), { append: true });
    return finishSignIn(c, submission, pair, submission.values.redirect ?? state?.redirect);
  });
