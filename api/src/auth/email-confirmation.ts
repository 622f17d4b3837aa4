import { creditInObject, moneyBatch, moneyInObject } from '../billing/money';
import { sendEmail } from '../email/send-email';
import type { Env } from '../env';
import type { Locale } from '../lib/messages';
import { confirmationEmail, confirmationLink } from './confirmation-email';
import { claimStatements, providerOfSignIn } from './mailbox-claim';
import { checkCode, issueCode, spendCodeStatement } from './one-time-codes';

/** The credit granted on confirmation; unset or invalid means none (the production default). */
export function startingBalance(env: Env): number {
  const value = Number.parseInt(env.STARTING_BALANCE_KOPECKS ?? '0', 10);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** Voids the user's older codes, stores a new one and mails it with the confirmation link. */
export async function mailConfirmationCode(
  env: Env,
  user: { id: string; email: string; locale: Locale },
  now: string,
) {
  const { code, statements } = await issueCode(env, 'confirmEmail', user.id, now);
  await env.DB.batch(statements);
  const link = confirmationLink(env, user.locale, code);
  await sendEmail(env, { to: user.email, ...confirmationEmail(user.locale, code, link) });
}

/**
 * Marks the email confirmed and grants the starting balance to the user's own team
 * (`confirmWithGrant`). The grant is given only if the user has no `grant` yet (older accounts got
 * theirs at sign-up): two confirmations, even concurrent ones, grant once (a unique index backs
 * this up in both homes). The code proves the mailbox, so every way in added before it goes but
 * the confirming session and the provider it signed in with (decision 189).
 */
export async function confirmEmail(
  env: Env,
  who: { userId: string; sessionId: string },
  code: string,
  now: string,
) {
  const { userId, sessionId } = who;
  const db = env.DB;
  const confirmed = await db
    .prepare('SELECT email_confirmed_at FROM users WHERE id = ?1')
    .bind(userId)
    .first<string | null>('email_confirmed_at');
  if (confirmed) return;
  const { id: codeId } = await checkCode(env, 'confirmEmail', userId, code, now);
  const method = await db
    .prepare('SELECT sign_in_method FROM sessions WHERE id = ?1 AND user_id = ?2')
    .bind(sessionId, userId)
    .first<string | null>('sign_in_method');
  const keep = { sessionId, provider: providerOfSignIn(method ?? null) };
  await confirmWithGrant(env, userId, now, [
    spendCodeStatement(env, 'confirmEmail', codeId, now),
    ...claimStatements(db, userId, now, keep),
    db
      .prepare(
        'UPDATE users SET email_confirmed_at = ?2 WHERE id = ?1 AND email_confirmed_at IS NULL',
      )
      .bind(userId, now),
  ]);
}

/** The starting grant as its team's object credits it: once per person by its kind and ref. */
export const startingGrantCredit = (userId: string, amount: number, now: string) => ({
  kind: 'grant' as const,
  ref: 'email-confirmed',
  amount,
  userId,
  now,
});

/**
 * Runs the caller's batch that confirms the user's email (code spent, email marked) with the
 * starting grant to their own team, where the team's money lives (decision 227):
 * - in its object: the grant is credited there first, once by (`grant`, `email-confirmed`), then
 *   the batch runs. Stopped between the two, the email is not marked and the code not spent: the
 *   repeat finds the credit there (`exists`) and completes the confirmation; nothing is lost.
 * - in D1: the grant's statements join the batch, behind the money move's guard (503
 *   `storage_moving` while the team's money is copied).
 */
export async function confirmWithGrant(
  env: Env,
  userId: string,
  now: string,
  statements: D1PreparedStatement[],
) {
  const db = env.DB;
  const grant = startingBalance(env);
  const teamId =
    grant > 0
      ? await db
          .prepare('SELECT id FROM entities WHERE owner_id = ?1 ORDER BY created_at LIMIT 1')
          .bind(userId)
          .first<string>('id')
      : null;
  if (!teamId) {
    await db.batch(statements);
    return;
  }
  if (await moneyInObject(db, teamId)) {
    // A grant of the previous version (at sign-up, before the confirmation) stays in D1's copy.
    const granted = await db
      .prepare("SELECT 1 FROM ledger WHERE entity_id = ?1 AND user_id = ?2 AND kind = 'grant'")
      .bind(teamId, userId)
      .first();
    if (!granted) await creditInObject(teamId, startingGrantCredit(userId, grant, now));
    await db.batch(statements);
    return;
  }
  await moneyBatch(db, teamId, [...statements, ...startingGrantStatements(env, userId, now)]);
}

/**
 * The starting balance's grant to the user's own team whose money is in D1: a `grant` ledger row
 * unless the user has one, and the balance moved only if that very row exists. Empty when no
 * credit is configured.
 */
function startingGrantStatements(env: Env, userId: string, now: string) {
  const db = env.DB;
  const grant = startingBalance(env);
  if (grant <= 0) return [];
  const ledgerId = crypto.randomUUID();
  const ownTeam = 'SELECT id FROM entities WHERE owner_id = ?1 ORDER BY created_at LIMIT 1';
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at)
         SELECT ?2, (${ownTeam}), ?1, ?3, 'grant', 'email-confirmed', ?4
         WHERE NOT EXISTS (SELECT 1 FROM ledger WHERE user_id = ?1 AND kind = 'grant')
           AND (${ownTeam}) IS NOT NULL`,
      )
      .bind(userId, ledgerId, grant, now),
    db
      .prepare(
        `UPDATE entities SET balance_kopecks = balance_kopecks + ?2
         WHERE id = (SELECT entity_id FROM ledger WHERE id = ?1)`,
      )
      .bind(ledgerId, grant),
  ];
}
