/**
 * A team's money behind one seam: every hold, settle and release of an answer, a transcription,
 * a spoken reply, an image, an avatar, a Midjourney task, a summary, a knowledge ingest or an
 * API key's call goes through these functions, never through `holds.ts` or SQL of its own
 * (docs/decisions/214-money-facade.md).
 *
 * Two homes, one team at a time (docs/decisions/224-team-money-served-by-its-object.md): until the
 * team's `money` part is moved, D1's SQL (holds.ts: `entities`, `billing_holds`, `ledger`), every
 * write batched behind the move's guard (503 `storage_moving` while the money is copied, so the
 * caller's outbox retries it); once moved, the team's `Team` object (team/team-money.ts, decision
 * 217), one RPC per function (503 `team_unavailable` when it cannot be reached).
 *
 * Exactly once: the only settle is the held form. A charge is debited (with its `usage` ledger
 * line) only while its hold exists and the same step deletes the hold, so settling twice — a
 * repeated finish, a retried job — charges once. The object keeps that rule (its settlements).
 *
 * The first argument stays D1 (the directory, where `storage_moves` says which home serves the
 * team); the object is reached through the Worker's bindings (`cloudflare:workers`), so the
 * callers' signatures did not change with the switch.
 */
import { env as workerEnv } from 'cloudflare:workers';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { addMs, nowIso } from '../lib/time';
import { homeOfOwner } from '../storage-moves/move-state';
import type { Team } from '../team/team';
import { askTeam } from '../team/team-of';
import {
  type Charge,
  fundsCover as fundsCoverSql,
  growHold as growHoldSql,
  guarded,
  HOLD_TTL_MS,
  type Hold,
  type HoldPlacement,
  heldAmount as heldAmountSql,
  holdExists as holdExistsSql,
  type KeyCap,
  memberMonth as memberMonthSql,
  placeCoveredHold,
  placeKeyHold,
  placeHold as placeSomeHold,
  placeHoldOnce as placeSomeHoldOnce,
  releaseStatement,
  settleClampedStatements,
  settleHeldStatements,
  type UsageMeta,
} from './holds';
import { afterSpend } from './spending-alerts';
import {
  assertModelAllowed,
  memberLimitError,
  type SpendingRule,
  spendingRuleOf,
} from './spending-rules';

export {
  type Charge,
  HOLD_TTL_MS,
  isMoneyGuardRefusal,
  moneyGuard,
  type UsageMeta,
} from './holds';
export type { Hold, HoldPlacement, KeyCap };

/** The `TEAM` binding of the running Worker (its type is declared by the api's Env). */
const teams = () => workerEnv as unknown as Pick<Env, 'TEAM'>;

/** Whether the team's money is served by its object (moved) or by D1 (not moved, or copying). */
async function inObject(db: D1Database, entityId: string): Promise<boolean> {
  return (await homeOfOwner(db, 'team', entityId, 'money')) === 'object';
}

/**
 * A money write: D1's, behind the move's guard, first — no extra read on the path of every team
 * not moved — and, when the guard refuses it because the team's money has moved, the object's.
 * While the money is copied the refusal stands (503 `storage_moving`).
 */
async function write<T>(
  db: D1Database,
  entityId: string,
  inD1: () => Promise<T>,
  inTeam: () => Promise<T>,
): Promise<T> {
  try {
    return await inD1();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'storage_moving')) throw error;
    if (!(await inObject(db, entityId))) throw error;
    return inTeam();
  }
}

/** One call to the team's object; 503 `team_unavailable` when it cannot be reached. */
const ask = <T>(entityId: string, call: (team: DurableObjectStub<Team>) => Promise<T>) =>
  askTeam(teams(), entityId, call);

/**
 * How much of the balance a hold needs:
 * - `some` — the team's balance minus its live holds is above zero (an answer may overdraw by its
 *   own final cost: the hold is an estimate; decision 020);
 * - `whole` — it covers the whole amount (work priced before it starts, decision 125);
 * - `{ apiKey }` — it covers the whole amount and the key's monthly cap allows it (decision 139).
 *   In D1 the key's month counts every team it billed; in a team's object, that team's calls only
 *   (decision 224).
 */
export type HoldMode = 'some' | 'whole' | { apiKey: KeyCap };

/**
 * A hold for a person's work (decision 228): who it is for — a member's open holds count against
 * their monthly limit — and, for work on a model the person chose, its catalogue id, kept to the
 * team's allowed models. `userId` null: work no person is limited by (a knowledge base's index).
 */
export type PersonHold = Hold & { userId: string | null; model?: string | null };

/** The team's controls for the hold's person; 403 `model_not_allowed` before anything is held. */
async function ruleOf(db: D1Database, hold: PersonHold): Promise<SpendingRule | null> {
  if (hold.userId === null) return null;
  const rule = await spendingRuleOf(db, hold.entityId, hold.userId);
  if (hold.model) assertModelAllowed(rule, hold.model);
  return rule;
}

/**
 * Places a hold in the team's home, with the member's limit checked in the same step (one
 * guarded D1 statement, or one call of the team's object): `over_limit` when what the member
 * spent this month plus their open holds plus this hold would pass their limit.
 */
async function place(
  db: D1Database,
  hold: PersonHold,
  mode: HoldMode,
  once: boolean,
): Promise<HoldPlacement | 'over_limit'> {
  const rule = await ruleOf(db, hold);
  const limitKopecks = rule?.limitKopecks ?? null;
  const limited: Hold = { ...hold, limitKopecks };
  return write<HoldPlacement | 'over_limit'>(
    db,
    hold.entityId,
    async () => {
      let placed: HoldPlacement;
      if (once) placed = await placeSomeHoldOnce(db, limited);
      else {
        let done: boolean;
        if (mode === 'some') done = await placeSomeHold(db, limited);
        else if (mode === 'whole') done = await placeCoveredHold(db, limited);
        else done = await placeKeyHold(db, limited, mode.apiKey);
        placed = done ? 'placed' : 'uncovered';
      }
      if (placed !== 'uncovered' || limitKopecks === null || hold.userId === null) return placed;
      // Refused: by the member's limit when it alone would refuse this hold now.
      const month = await memberMonthSql(db, hold.entityId, hold.userId, hold.now);
      return month.spent + month.held + hold.amount > limitKopecks ? 'over_limit' : placed;
    },
    () =>
      ask(hold.entityId, (team) =>
        team.placeHold({
          holdId: hold.requestId,
          amount: hold.amount,
          mode,
          userId: hold.userId,
          limitKopecks,
          now: hold.now,
        }),
      ),
  );
}

/** 402 `member_limit_reached` with the member's month as the team's home has it. */
async function limitReached(db: D1Database, hold: PersonHold): Promise<never> {
  const userId = hold.userId ?? '';
  const rule = await spendingRuleOf(db, hold.entityId, userId);
  const month = (await inObject(db, hold.entityId))
    ? await ask(hold.entityId, (team) => team.memberMonth(userId, hold.now))
    : await memberMonthSql(db, hold.entityId, userId, hold.now);
  throw memberLimitError(rule.limitKopecks ?? 0, month.spent, hold.now);
}

/**
 * Places a hold; false when the team's money (or the key's cap) does not allow it. A member past
 * their monthly limit gets 402 `member_limit_reached`; a model the team does not allow its
 * members, 403 `model_not_allowed` (decision 228).
 */
export async function placeHold(
  db: D1Database,
  hold: PersonHold,
  mode: HoldMode = 'some',
): Promise<boolean> {
  const placed = await place(db, hold, mode, false);
  if (placed === 'over_limit') return limitReached(db, hold);
  return placed === 'placed';
}

/**
 * Places a `some` hold as the first step of work whose records are written after it: `placed`,
 * `uncovered` (402) or `exists` (another start of the same id holds it; the hold is untouched).
 * The member's limit and the allowed models throw as `placeHold`'s.
 */
export async function placeHoldOnce(db: D1Database, hold: PersonHold): Promise<HoldPlacement> {
  const placed = await place(db, hold, 'some', true);
  if (placed === 'over_limit') return limitReached(db, hold);
  return placed;
}

/**
 * Grows a hold by `hold.amount` on the `some` rule; false when it could not (or is gone), or when
 * it would take a member past their monthly limit (decision 228: a step of an answer with tools
 * counts like a new hold).
 */
export async function growHold(db: D1Database, hold: Hold): Promise<boolean> {
  const limitKopecks = hold.userId
    ? (await spendingRuleOf(db, hold.entityId, hold.userId)).limitKopecks
    : null;
  const limited = { ...hold, limitKopecks };
  return write(
    db,
    hold.entityId,
    () => growHoldSql(db, limited),
    () =>
      ask(hold.entityId, (team) =>
        team.growHold({
          holdId: hold.requestId,
          amount: hold.amount,
          now: hold.now,
          userId: hold.userId ?? null,
          limitKopecks,
        }),
      ),
  );
}

/** Whether the team's balance minus its live holds covers `amount` (a check, nothing held). */
export async function fundsCover(db: D1Database, entityId: string, amount: number, now: string) {
  if (await inObject(db, entityId)) {
    return ask(entityId, (team) => team.fundsCover(amount, now));
  }
  return fundsCoverSql(db, entityId, amount, now);
}

/** Whether the team's hold with this id exists (live or past its TTL). */
export async function holdExists(
  db: D1Database,
  holdId: string,
  entityId: string,
): Promise<boolean> {
  if (await inObject(db, entityId)) return ask(entityId, (team) => team.holdExists(holdId));
  return holdExistsSql(db, holdId);
}

/** The amount of the team's hold, or null when there is no such hold. */
export async function heldAmount(
  db: D1Database,
  holdId: string,
  entityId: string,
): Promise<number | null> {
  if (await inObject(db, entityId)) return ask(entityId, (team) => team.heldAmount(holdId));
  return heldAmountSql(db, holdId);
}

/**
 * What a settle's `usage` line names (decision 213), and for an API key's call its tokens: the
 * object keeps them with the cost for the key's month (D1 keeps `api_key_usage` itself).
 */
export type SettleMeta = UsageMeta & { tokens?: { input: number; output: number } };

const settleInput = (charge: Charge, meta: SettleMeta) => ({
  holdId: charge.holdId,
  cost: charge.cost,
  userId: charge.userId,
  ref: charge.ref,
  model: meta.model,
  chatId: meta.chatId ?? null,
  chatMode: meta.chatMode ?? null,
  apiKeyId: meta.apiKeyId ?? null,
  ...(meta.tokens ? { tokens: meta.tokens } : {}),
  now: charge.now,
});

/**
 * Settles a charge exactly once: debits `cost` with a `usage` ledger line naming `meta`
 * (decision 213) only while the hold exists, and releases the hold.
 */
export async function settle(db: D1Database, charge: Charge, meta: SettleMeta): Promise<void> {
  await write(
    db,
    charge.entityId,
    async () => {
      await guarded(db, charge.entityId, settleHeldStatements(db, charge, meta));
    },
    async () => {
      await ask(charge.entityId, (team) => team.settle(settleInput(charge, meta)));
    },
  );
  await afterSpend(db, charge.entityId, charge.userId, charge.now);
}

/**
 * `settle` for work whose price may exceed its hold's estimate (a transcription, decision 125):
 * it debits no more than the hold plus what the team has left beyond its holds, once (while the
 * hold exists). Answers what was debited for `charge.ref` — the same on every call, so work
 * settled again after a failure half-way records the same amount (decision 219).
 */
export async function settleClamped(
  db: D1Database,
  charge: Charge,
  meta: UsageMeta,
): Promise<number> {
  const debited = await write(
    db,
    charge.entityId,
    async () => {
      const ledgerId = crypto.randomUUID();
      await guarded(
        db,
        charge.entityId,
        settleClampedStatements(db, { ...charge, ledgerId }, meta),
      );
      const row = await db
        .prepare(
          `SELECT COALESCE(-SUM(amount_kopecks), 0) AS debited FROM ledger
           WHERE entity_id = ?1 AND kind = 'usage' AND ref = ?2`,
        )
        .bind(charge.entityId, charge.ref)
        .first<{ debited: number }>();
      return row?.debited ?? 0;
    },
    async () => {
      const settled = await ask(charge.entityId, (team) =>
        team.settle({ ...settleInput(charge, meta), clampToAvailable: true }),
      );
      return settled.debited;
    },
  );
  await afterSpend(db, charge.entityId, charge.userId, charge.now);
  return debited;
}

/** Releases the team's hold: nothing is charged. Releasing a hold that is gone changes nothing. */
export async function releaseHold(db: D1Database, holdId: string, entityId: string): Promise<void> {
  await write(
    db,
    entityId,
    async () => {
      await guarded(db, entityId, [releaseStatement(db, holdId)]);
    },
    () => ask(entityId, (team) => team.releaseHold(holdId, nowIso())),
  );
}

/** A team's money as its owner sees it (decision 214). */
export interface Balance {
  balance: number;
  /** What live holds reserve of it. */
  held: number;
  bonusUntil: string | null;
  /** The sum of every ledger line: always equal to `balance`. */
  ledgerSum: number;
}

/** The team's balance, what its live holds reserve, its bonus days and its ledger's sum. */
export async function balance(db: D1Database, entityId: string, now: string): Promise<Balance> {
  if (await inObject(db, entityId)) {
    const money = await ask(entityId, (team) => team.balance(now));
    return {
      balance: money.balance,
      held: money.held,
      bonusUntil: money.bonusUntil,
      ledgerSum: money.ledgerSum,
    };
  }
  const row = await db
    .prepare(
      `SELECT e.balance_kopecks AS balance, e.bonus_until,
         COALESCE((SELECT SUM(amount_kopecks) FROM billing_holds
                   WHERE entity_id = e.id AND created_at > ?2), 0) AS held,
         COALESCE((SELECT SUM(amount_kopecks) FROM ledger WHERE entity_id = e.id), 0) AS ledger_sum
       FROM entities e WHERE e.id = ?1`,
    )
    .bind(entityId, addMs(now, -HOLD_TTL_MS))
    .first<{ balance: number; bonus_until: string | null; held: number; ledger_sum: number }>();
  return {
    balance: row?.balance ?? 0,
    held: row?.held ?? 0,
    bonusUntil: row?.bonus_until ?? null,
    ledgerSum: row?.ledger_sum ?? 0,
  };
}

// ——— Money coming in: payments, operators' adjustments (decision 224) ———
//
// Their claims (a payment's status, an adjustment's idempotency key) stay in D1. A D1 team is
// credited as before, in the claim's own batch, run behind the move's guard (`moneyBatch`); a
// moved team is credited in its object, once by (kind, ref), and the claim is marked after, so a
// retry of a claim that stopped half-way completes it and credits nothing twice.

/** Whether the team's money is served by its object: its credits go there (`creditInObject`). */
export const moneyInObject = (db: D1Database, entityId: string) => inObject(db, entityId);

/**
 * A caller's own D1 batch that writes the team's money with its claim rows (a payment, an
 * adjustment), behind the move's guard: 503 `storage_moving` while the money is copied, and
 * after the move nothing reaches D1's frozen copy.
 */
export const moneyBatch = (db: D1Database, entityId: string, statements: D1PreparedStatement[]) =>
  guarded(db, entityId, statements);

/** A credit in the team's object: `exists` when a line of this kind and ref is there already. */
export function creditInObject(
  entityId: string,
  input: {
    kind: 'top_up' | 'promo' | 'refund' | 'grant';
    ref: string;
    amount: number;
    userId: string | null;
    bonusDays?: number;
    now: string;
  },
): Promise<'credited' | 'exists'> {
  return ask(entityId, (team) => team.credit(input));
}

/**
 * The money a new team is born with (a sign-up's promo code, a provider-verified email's starting
 * grant; decision 227): credited in the team's object BEFORE D1's batch creates the team, each
 * once by (kind, ref). A sign-up that stops between the two leaves money in the object of a team
 * that was never made, which nobody can reach; one that went through has its money, with nothing
 * left to complete later. Answers the object's balance and bonus days, which the batch writes as
 * D1's mirror (decision 225). No credits: no call.
 */
export async function creditNewTeam(
  entityId: string,
  credits: Parameters<typeof creditInObject>[1][],
  now: string,
): Promise<{ balance: number; bonusUntil: string | null }> {
  if (credits.length === 0) return { balance: 0, bonusUntil: null };
  return ask(entityId, async (team) => {
    for (const input of credits) await team.credit(input);
    const money = await team.balance(now);
    return { balance: money.balance, bonusUntil: money.bonusUntil };
  });
}

/**
 * Takes back what `creditNewTeam` credited when the sign-up's batch was refused (the email or the
 * code's last use taken by a parallel sign-up), so no team was made: the object forgets its money
 * and has nothing left to roll up. Best effort: a failure is logged, and the money stays where
 * no team row names it.
 */
export async function forgetUnbornTeam(entityId: string): Promise<void> {
  await ask(entityId, (team) => team.forgetMoney()).catch((error: unknown) => {
    console.error('unborn team money not forgotten', entityId, error);
  });
}

/** An operator's adjustment in the team's object, once by its id; refused below zero. */
export function adjustInObject(
  entityId: string,
  input: { id: string; amount: number; now: string },
): Promise<'adjusted' | 'exists' | 'below_zero'> {
  return ask(entityId, (team) => team.adjust(input));
}
