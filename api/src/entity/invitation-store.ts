import type { z } from '@hono/zod-openapi';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { addMs, DAY, nowIso } from '../lib/time';
import type { IncomingInvitationSchema, PendingInvitationSchema } from './invitation-schemas';

registerErrorMessages({
  invitation_expired: { en: 'This invitation has expired', ru: 'Срок приглашения истёк' },
  invitation_revoked: {
    en: 'The team owner has withdrawn this invitation',
    ru: 'Владелец команды отозвал это приглашение',
  },
  invitation_declined: {
    en: 'This invitation was declined',
    ru: 'Это приглашение отклонено',
  },
  invitation_accepted: {
    en: 'This invitation was already accepted',
    ru: 'Это приглашение уже принято',
  },
});

/** How long an invitation can be accepted. */
export const INVITATION_TTL_MS = 7 * DAY;

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';

export interface InvitationRow {
  id: string;
  entity_id: string;
  email: string;
  status: InvitationStatus;
  expires_at: string;
}

/** The status a row has now: a pending one past its expiry counts as expired. */
export function statusOf(row: InvitationRow, now = nowIso()): InvitationStatus {
  return row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status;
}

/** 410 naming why an invitation can no longer be used. */
export function closedInvitation(status: Exclude<InvitationStatus, 'pending'>): ApiError {
  return new ApiError(410, `invitation_${status}`);
}

/**
 * Creates a pending invitation of `entityId` for `email`, unless one is pending already
 * (then nothing changes). An expired pending row is closed first so a new one can take its place.
 * Returns the id of the invitation now pending.
 */
export async function createInvitation(
  db: D1Database,
  invite: { entityId: string; inviterId: string; email: string },
) {
  const now = nowIso();
  await db.batch([
    db
      .prepare(
        `UPDATE entity_invitations SET status = 'expired', decided_at = ?3
         WHERE entity_id = ?1 AND email = ?2 AND status = 'pending' AND expires_at <= ?3`,
      )
      .bind(invite.entityId, invite.email, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO entity_invitations
           (id, entity_id, inviter_id, email, status, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, 'pending', ?5, ?6)`,
      )
      .bind(
        crypto.randomUUID(),
        invite.entityId,
        invite.inviterId,
        invite.email,
        now,
        addMs(now, INVITATION_TTL_MS),
      ),
  ]);
  // The pending one: this new row, or the one already waiting (the unique index kept it).
  const id = await db
    .prepare(
      `SELECT id FROM entity_invitations
       WHERE entity_id = ?1 AND email = ?2 AND status = 'pending'`,
    )
    .bind(invite.entityId, invite.email)
    .first<string>('id');
  if (!id) throw new Error('the pending invitation is missing');
  return id;
}

/** The invitation `id` if it is addressed to `email`; 404 otherwise (whoever else it is for). */
export async function findInvitationFor(db: D1Database, id: string, email: string) {
  const row = await db
    .prepare('SELECT * FROM entity_invitations WHERE id = ?1 AND email = ?2')
    .bind(id, email)
    .first<InvitationRow>();
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

interface IncomingRow {
  id: string;
  entity_id: string;
  team_name: string;
  inviter_name: string;
  inviter_email: string;
  created_at: string;
  expires_at: string;
}

/** Pending, unexpired invitations addressed to `email`, newest first. */
export async function listIncoming(db: D1Database, email: string) {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.entity_id, e.name AS team_name, u.name AS inviter_name,
              u.email AS inviter_email, i.created_at, i.expires_at
       FROM entity_invitations i
       JOIN entities e ON e.id = i.entity_id
       JOIN users u ON u.id = i.inviter_id
       WHERE i.email = ?1 AND i.status = 'pending' AND i.expires_at > ?2
       ORDER BY i.created_at DESC`,
    )
    .bind(email, nowIso())
    .all<IncomingRow>();
  return results.map(
    (r): z.infer<typeof IncomingInvitationSchema> => ({
      id: r.id,
      team: { id: r.entity_id, name: r.team_name },
      inviter: { name: r.inviter_name, email: r.inviter_email },
      createdAt: r.created_at,
      expiresAt: r.expires_at,
    }),
  );
}

/** The team's pending, unexpired invitations, for its owner. */
export async function listPending(db: D1Database, entityId: string) {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.email, u.name AS inviterName, i.created_at AS createdAt,
              i.expires_at AS expiresAt
       FROM entity_invitations i JOIN users u ON u.id = i.inviter_id
       WHERE i.entity_id = ?1 AND i.status = 'pending' AND i.expires_at > ?2
       ORDER BY i.created_at DESC`,
    )
    .bind(entityId, nowIso())
    .all<z.infer<typeof PendingInvitationSchema>>();
  return results;
}

/**
 * Ends a pending, unexpired invitation with `status`, recording who did it. True when this call
 * changed it (false when it was no longer pending).
 */
export async function closeInvitation(
  db: D1Database,
  id: string,
  status: 'declined' | 'revoked',
  byUserId: string,
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .prepare(
      `UPDATE entity_invitations SET status = ?2, decided_at = ?3, decided_by = ?4
       WHERE id = ?1 AND status = 'pending' AND expires_at > ?3`,
    )
    .bind(id, status, now, byUserId)
    .run();
  return result.meta.changes === 1;
}
