import { consumeAttempt, type Limit } from '../lib/rate-limit';
import { MINUTE } from '../lib/time';

const HOUR = 60 * MINUTE;

/** Invitations one owner may send an hour. */
export const INVITES_PER_INVITER: Limit = { max: 20, windowMs: HOUR };
/** Invitations one address may receive an hour, from all teams together. */
export const INVITES_PER_EMAIL: Limit = { max: 5, windowMs: HOUR };

/**
 * Counts one invitation against the inviter and against the invitee's address; 429 when either is
 * used up. Keyed by the address as typed, so the answer never depends on whether it has an account.
 */
export async function limitInvites(db: D1Database, inviterId: string, email: string) {
  await consumeAttempt(db, [`invite:inviter:${inviterId}`], INVITES_PER_INVITER);
  await consumeAttempt(db, [`invite:email:${email}`], INVITES_PER_EMAIL);
}

/**
 * The cabinet page where invitation `invitationId` is accepted with one press, its row the link's
 * target; absolute under `PUBLIC_WEB_URL` (a path alone when unset). Opening it accepts nothing.
 */
export function invitationPageUrl(
  publicUrl: string | undefined,
  locale: string,
  invitationId: string,
) {
  const origin = (publicUrl ?? '').replace(/\/+$/, '');
  return `${origin}/${locale}/cabinet/members#invitation-${encodeURIComponent(invitationId)}`;
}
