/**
 * Alerts before a team's money ends (docs/decisions/228-team-spending-controls.md): after a
 * charge, the owner's thresholds (percents of the sum of members' limits, or of the month's
 * top-ups, when no member has one), the low-balance mark, and the paying member's 80 % and 100 %
 * of their own limit. Whether an alert is due is read from the team's home; whether it is SENT is
 * decided by the team's object (`claimAlerts`: one row per threshold and month, one call at a
 * time), so parallel charges crossing one threshold send one mail. The rows are the in-app
 * notices too (`GET /v1/entity/alerts`).
 */
import { env as workerEnv } from 'cloudflare:workers';
import { sendEmail } from '../email/send-email';
import { spendingAlertEmail } from '../email/templates';
import { moscowMonthStart } from '../entity/entity-store';
import type { Env } from '../env';
import { homeOfOwner } from '../storage-moves/move-state';
import type { AlertClaim } from '../team/team-money';
import { askTeam } from '../team/team-of';
import { memberMonth } from './holds';
import { jsonList, monthKeyOf } from './spending-rules';

const isPercent = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100;

/** The percents of a member's own limit at which they are told. */
const MEMBER_PERCENTS = [80, 100];

interface Settings {
  owner_id: string;
  spending_alerts: string | null;
  low_balance_kopecks: number | null;
  member_limit: number | null;
  limits_sum: number | null;
}

/** The team's figures: this month's usage and top-ups, the balance, and the member's month. */
async function figuresOf(db: D1Database, entityId: string, userId: string, now: string) {
  const from = moscowMonthStart(Date.parse(now));
  if ((await homeOfOwner(db, 'team', entityId, 'money')) === 'object') {
    return askTeam(workerEnv as unknown as Env, entityId, async (team) => ({
      ...(await team.monthFigures(from)),
      member: (await team.memberMonth(userId, now)).spent,
    }));
  }
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT -SUM(amount_kopecks) FROM ledger WHERE entity_id = ?1
                 AND kind = 'usage' AND created_at >= ?2), 0) AS spent,
         COALESCE((SELECT SUM(amount_kopecks) FROM ledger WHERE entity_id = ?1
                 AND kind = 'top_up' AND created_at >= ?2), 0) AS top_ups,
         (SELECT balance_kopecks FROM entities WHERE id = ?1) AS balance`,
    )
    .bind(entityId, from)
    .first<{ spent: number; top_ups: number; balance: number }>();
  const member = await memberMonth(db, entityId, userId, now);
  return {
    spent: row?.spent ?? 0,
    topUps: row?.top_ups ?? 0,
    balance: row?.balance ?? 0,
    member: member.spent,
  };
}

/** The alerts a team's figures have reached (each to be claimed once a month). */
export function dueAlerts(
  settings: Settings,
  userId: string,
  figures: { spent: number; topUps: number; balance: number; member: number },
): AlertClaim[] {
  const claims: AlertClaim[] = [];
  const base =
    settings.limits_sum && settings.limits_sum > 0 ? settings.limits_sum : figures.topUps;
  for (const percent of jsonList(settings.spending_alerts, isPercent) ?? []) {
    if (base > 0 && figures.spent * 100 >= percent * base) {
      claims.push({ key: `team/${percent}`, kind: 'team', userId: null, percent });
    }
  }
  const low = settings.low_balance_kopecks;
  if (low !== null && figures.balance < low) {
    claims.push({ key: 'low', kind: 'low_balance', userId: null, percent: null });
  }
  const limit = settings.member_limit;
  if (limit !== null && limit > 0 && userId !== settings.owner_id) {
    for (const percent of MEMBER_PERCENTS) {
      if (figures.member * 100 >= percent * limit) {
        claims.push({ key: `member/${userId}/${percent}`, kind: 'member', userId, percent });
      }
    }
  }
  return claims;
}

/**
 * After `userId`'s charge to team `entityId`: claims the alerts now due and mails each claimed
 * one (the owner for the team's, the member for their own). Never fails the charge: an alert
 * that could not be decided or mailed is logged.
 */
export async function afterSpend(db: D1Database, entityId: string, userId: string, now: string) {
  try {
    const settings = await db
      .prepare(
        `SELECT e.owner_id, e.spending_alerts, e.low_balance_kopecks,
           m.monthly_limit_kopecks AS member_limit,
           (SELECT SUM(monthly_limit_kopecks) FROM entity_members
             WHERE entity_id = e.id AND role = 'member') AS limits_sum
         FROM entities e LEFT JOIN entity_members m ON m.entity_id = e.id AND m.user_id = ?2
         WHERE e.id = ?1`,
      )
      .bind(entityId, userId)
      .first<Settings>();
    if (!settings) return;
    const nothingSet =
      settings.spending_alerts === null &&
      settings.low_balance_kopecks === null &&
      settings.member_limit === null;
    if (nothingSet) return;
    const due = dueAlerts(settings, userId, await figuresOf(db, entityId, userId, now));
    if (due.length === 0) return;
    const env = workerEnv as unknown as Env;
    const claimed = await askTeam(env, entityId, (team) =>
      team.claimAlerts(monthKeyOf(now), due, now),
    );
    for (const alert of claimed) await mailAlert(env, entityId, settings, alert);
  } catch (error) {
    console.error('spending alerts failed', entityId, userId, error);
  }
}

async function mailAlert(env: Env, entityId: string, settings: Settings, alert: AlertClaim) {
  const to = alert.kind === 'member' ? alert.userId : settings.owner_id;
  const [person, team] = await Promise.all([
    env.DB.prepare('SELECT email, locale FROM users WHERE id = ?1')
      .bind(to)
      .first<{ email: string; locale: 'ru' | 'en' }>(),
    env.DB.prepare('SELECT name FROM entities WHERE id = ?1').bind(entityId).first<string>('name'),
  ]);
  if (!person) return;
  const mail = spendingAlertEmail(person.locale, {
    kind: alert.kind,
    percent: alert.percent,
    teamName: team ?? '',
    lowKopecks: settings.low_balance_kopecks,
  });
  await sendEmail(env, { to: person.email, ...mail });
}
