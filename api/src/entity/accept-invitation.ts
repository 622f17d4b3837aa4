import { ApiError, registerErrorMessages } from '../lib/errors';
import { nowIso } from '../lib/time';
import { closedInvitation, findInvitationFor, statusOf } from './invitation-store';

registerErrorMessages({
  email_not_confirmed: {
    en: 'Confirm your email first',
    ru: 'Сначала подтвердите свой email',
  },
});

interface Invitee {
  id: string;
  email: string;
  email_confirmed_at: string | null;
}

/** The signed-in user as an invitee: their email and whether it is confirmed. */
export async function loadInvitee(db: D1Database, userId: string): Promise<Invitee> {
  const row = await db
    .prepare('SELECT id, email, email_confirmed_at FROM users WHERE id = ?1')
    .bind(userId)
    .first<Invitee>();
  if (!row) throw new ApiError(401, 'unauthorized');
  return row;
}

/** 403 `email_not_confirmed` unless the invitee has confirmed their email. */
export function assertConfirmed(invitee: Invitee) {
  if (!invitee.email_confirmed_at) throw new ApiError(403, 'email_not_confirmed');
}

/**
 * Accepts invitation `id` for the signed-in invitee: adds the membership and makes that team their
 * current one, in one transaction that only takes effect if the invitation was still pending.
 * Accepting an accepted invitation again changes nothing. Returns the team id.
 */
export async function acceptInvitation(db: D1Database, id: string, invitee: Invitee) {
  assertConfirmed(invitee);
  const row = await findInvitationFor(db, id, invitee.email);
  const status = statusOf(row);
  if (status === 'accepted') return row.entity_id;
  if (status !== 'pending') throw closedInvitation(status);
  const now = nowIso();
  // The membership and the team switch read the invitation back as accepted by this very call
  // (decided_at = now, decided_by = invitee), so a revoke racing this batch leaves no trace.
  const acceptedNow = `SELECT entity_id FROM entity_invitations
    WHERE id = ?1 AND status = 'accepted' AND decided_at = ?2 AND decided_by = ?3`;
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE entity_invitations SET status = 'accepted', decided_at = ?2, decided_by = ?3
         WHERE id = ?1 AND status = 'pending' AND expires_at > ?2`,
      )
      .bind(id, now, invitee.id),
    db
      .prepare(
        `INSERT OR IGNORE INTO entity_members (entity_id, user_id, role, created_at)
         SELECT entity_id, ?3, 'member', ?2 FROM (${acceptedNow})`,
      )
      .bind(id, now, invitee.id),
    db
      .prepare(
        `UPDATE users SET entity_id = (${acceptedNow}) WHERE id = ?3 AND EXISTS (${acceptedNow})`,
      )
      .bind(id, now, invitee.id),
  ]);
  if (updated?.meta.changes !== 1) {
    const again = await findInvitationFor(db, id, invitee.email);
    const now2 = statusOf(again);
    if (now2 === 'accepted') return again.entity_id;
    throw closedInvitation(now2 === 'pending' ? 'expired' : now2);
  }
  return row.entity_id;
}
