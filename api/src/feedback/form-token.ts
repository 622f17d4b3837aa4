import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { seal, unseal } from '../lib/seal';

registerErrorMessages({
  feedback_form_expired: {
    en: 'The form has expired. Reload the page and send it again: your text stays in the field',
    ru: 'Форма устарела. Обновите страницу и отправьте ещё раз: текст останется в поле',
  },
  feedback_too_fast: {
    en: 'That was very fast. Check the form and send it again in {seconds} s',
    ru: 'Слишком быстро. Проверьте форму и отправьте её через {seconds} с',
  },
});

const PURPOSE = 'feedback-form';
/** A form older than a day is refused: a bot cannot stock up tokens for long. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Seconds a person needs at least between opening the form and sending it (default 3). */
export function minFormSeconds(env: Env): number {
  const value = Number(env.FEEDBACK_MIN_FORM_SECONDS);
  return env.FEEDBACK_MIN_FORM_SECONDS && Number.isFinite(value) && value >= 0 ? value : 3;
}

/**
 * A token for one feedback form: when it was issued, sealed (AES-GCM) with the api's secret, so
 * a client can neither forge an older time nor read the key. See docs/decisions/071.
 *
 * @example const { token, notBefore } = await issueFormToken(env)
 */
export async function issueFormToken(env: Env, nowMs = Date.now()) {
  const token = await seal(env.JWT_SECRET, PURPOSE, JSON.stringify({ issuedAt: nowMs }));
  return { token, notBefore: new Date(nowMs + minFormSeconds(env) * 1000).toISOString() };
}

/** Throws 400 unless `token` is ours, less than a day old and at least the minimum time old. */
export async function checkFormToken(env: Env, token: string | undefined, nowMs = Date.now()) {
  const plain = token ? await unseal(env.JWT_SECRET, PURPOSE, token) : null;
  const issuedAt = plain ? Number((JSON.parse(plain) as { issuedAt?: unknown }).issuedAt) : NaN;
  if (!Number.isFinite(issuedAt) || nowMs - issuedAt > MAX_AGE_MS) {
    throw new ApiError(400, 'feedback_form_expired', { field: 'formToken' });
  }
  const readyAt = issuedAt + minFormSeconds(env) * 1000;
  if (nowMs < readyAt) {
    const seconds = Math.max(1, Math.ceil((readyAt - nowMs) / 1000));
    throw new ApiError(400, 'feedback_too_fast', { seconds, field: 'formToken' });
  }
}
