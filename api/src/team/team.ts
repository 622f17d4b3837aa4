import type { Env } from '../env';
import { ServerHolder } from '../mcp/server-holder';
import { migrate } from '../person/migrations';
import { type Sql, sqlOf } from '../person/sql';
import { TEAM_MIGRATIONS } from './schema';
import * as money from './team-money';
import {
  ROLLED_KEY,
  ROLLUP_DELAY_MS,
  ROLLUP_TEAM_KEY,
  rolledInD1,
  rollupPending,
  rollupStatements,
  rollupStep,
} from './team-rollups';

/**
 * One team's own data, in its object's SQLite (docs/decisions/205-team-object-and-mcp-servers.md):
 * its MCP servers, and its money (docs/decisions/217-team-money-object.md: balance, holds, ledger
 * and API keys' spending — copied by `storage-moves`, not yet read or written by the Worker's
 * money seam), so a hold is placed and settled inside this one object, single-threaded for the
 * team. The Worker in front checks who may ask (membership, ownership); the object trusts it.
 * Callers use the typed methods below (RPC), never `fetch`.
 */
export class Team extends ServerHolder {
  private readonly sql: Sql = sqlOf(this.ctx.storage.sql);

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Schema first, before any call: migrations run once per object and version.
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage, TEAM_MIGRATIONS);
    });
  }

  /** Runs one money step in one transaction: all of it happens, or none. */
  private inTransaction<T>(step: () => T): T {
    const result = this.ctx.storage.transactionSync(step);
    this.mirrorBalance();
    this.armRollup();
    return result;
  }

  placeHold(input: money.PlaceHoldInput): money.PlaceHoldResult {
    return this.inTransaction(() => money.placeHold(this.sql, input));
  }

  growHold(input: Parameters<typeof money.growHold>[1]): boolean {
    return this.inTransaction(() => money.growHold(this.sql, input));
  }

  fundsCover(amount: number, now: string): boolean {
    return money.fundsCover(this.sql, amount, now);
  }

  heldAmount(holdId: string): number | null {
    return money.heldAmount(this.sql, holdId);
  }

  holdExists(holdId: string): boolean {
    return money.holdExists(this.sql, holdId);
  }

  settle(input: money.SettleInput): money.Settlement {
    return this.inTransaction(() => money.settle(this.sql, input));
  }

  releaseHold(holdId: string, now: string): void {
    this.inTransaction(() => money.releaseHold(this.sql, holdId, now));
  }

  credit(input: money.CreditInput): 'credited' | 'exists' {
    return this.inTransaction(() => money.credit(this.sql, input));
  }

  adjust(input: { id: string; amount: number; now: string }): 'adjusted' | 'exists' | 'below_zero' {
    return this.inTransaction(() => money.adjust(this.sql, input));
  }

  balance(now: string): money.TeamBalance {
    return money.balanceOf(this.sql, now);
  }

  /** The move: one page of D1's rows, idempotent (a resumed run may send a page again). */
  copyMoney(rows: money.MoneyRow[]): void {
    this.inTransaction(() => money.copyMoney(this.sql, rows));
  }

  hashMoney(): Promise<{ rows: number; hash: string }> {
    return money.hashMoney(this.ctx.storage.sql);
  }

  /** The move found a difference: it starts the part again from nothing. */
  forgetMoney(): void {
    this.inTransaction(() => money.forgetMoney(this.sql));
  }

  // ——— Reads: the ledger, spending, members' month (decision 225) ———

  ledgerPage(query: money.LedgerQuery) {
    return money.ledgerPage(this.sql, query);
  }

  spendingRows(from: string, shift: string) {
    return money.spendingRows(this.sql, from, shift);
  }

  membersSpent(from: string) {
    return money.membersSpent(this.sql, from);
  }

  usageAnswers() {
    return money.usageAnswers(this.sql);
  }

  // ——— Spending controls (decision 228) ———

  memberMonth(userId: string, now: string) {
    return money.memberMonth(this.sql, userId, now);
  }

  monthFigures(from: string) {
    return money.monthFigures(this.sql, from);
  }

  claimAlerts(month: string, claims: money.AlertClaim[], now: string) {
    return this.ctx.storage.transactionSync(() => money.claimAlerts(this.sql, month, claims, now));
  }

  alertsSince(from: string, userId: string | null) {
    return money.alertsSince(this.sql, from, userId);
  }

  // ——— The console's roll-ups (decision 231) ———

  /** Whether this instance has armed the roll-up's alarm since its last run (a change's check). */
  private rollupArmed = false;

  /**
   * Arms the alarm that sends D1 the ledger's new lines, unless one is armed already. Checked in
   * storage once per instance and alarm run, not on every money call: a busy team makes hundreds.
   */
  private armRollup(): void {
    if (this.rollupArmed) return;
    this.rollupArmed = true;
    const arm = async () => {
      // An alarm's invocation may not know the object's name: keep the team's id for it.
      const teamId = this.ctx.id.name?.replace(/^team:/, '');
      if (teamId && (await this.ctx.storage.get<string>(ROLLUP_TEAM_KEY)) !== teamId) {
        await this.ctx.storage.put(ROLLUP_TEAM_KEY, teamId);
      }
      if ((await this.ctx.storage.getAlarm()) === null) {
        await this.ctx.storage.setAlarm(Date.now() + ROLLUP_DELAY_MS);
      }
    };
    this.ctx.waitUntil(
      arm().catch((error) => {
        this.rollupArmed = false;
        console.error('team roll-up alarm not armed', error);
      }),
    );
  }

  /** How many failed sends in a row (the back-off of the next alarm). */
  private rollupFailures = 0;

  /**
   * Sends D1 one step of what the ledger adds up to since its last step. Another alarm follows
   * while lines remain; a step D1 refuses (the team's money is not `moved` yet, or D1 has counted
   * a different point — a step sent before whose answer was lost) starts again from D1's point.
   */
  override async alarm(): Promise<void> {
    // A change from now on arms the next run itself.
    this.rollupArmed = false;
    const teamId = await this.ctx.storage.get<string>(ROLLUP_TEAM_KEY);
    if (!teamId) return;
    let rolled = (await this.ctx.storage.get<number>(ROLLED_KEY)) ?? 0;
    const step = rollupStep(this.sql, rolled);
    if (!step) return;
    try {
      await this.env.DB.batch(rollupStatements(this.env.DB, teamId, rolled, step));
      rolled = step.upTo;
      this.rollupFailures = 0;
    } catch (error) {
      rolled = await rolledInD1(this.env.DB, teamId);
      this.rollupFailures += 1;
      if (rolled === ((await this.ctx.storage.get<number>(ROLLED_KEY)) ?? 0)) {
        console.warn('team roll-up not taken', teamId, String(error));
      }
    }
    await this.ctx.storage.put(ROLLED_KEY, rolled);
    if (rollupPending(this.sql, rolled)) {
      const wait =
        this.rollupFailures === 0 ? 0 : Math.min(3_600_000, 30_000 * 2 ** this.rollupFailures);
      await this.ctx.storage.setAlarm(Date.now() + wait);
    }
  }

  // ——— D1's mirror of the balance (decision 225) ———

  /** The balance row D1 was last sent (`kopecks|bonus_until`), so an unchanged one is not sent. */
  private mirrored: string | null = null;
  private mirroring = false;
  private mirrorAgain = false;

  /**
   * After a change, D1's `entities.balance_kopecks` and `bonus_until` follow the object's, in the
   * background: only the console's list over many teams reads them (decision 225). A MIRROR, not
   * the money: written only once the team's money is `moved`, one write at a time, each sending
   * the balance as it is when it runs, so the last write carries the latest; a failed write is
   * repaired by the next change.
   */
  private mirrorBalance(): void {
    if (this.mirroring) {
      this.mirrorAgain = true;
      return;
    }
    const teamId = this.ctx.id.name?.replace(/^team:/, '');
    if (!teamId) return;
    this.mirroring = true;
    const send = async () => {
      do {
        this.mirrorAgain = false;
        const [row] = this.sql<{ kopecks: number; bonus_until: string | null }>`SELECT kopecks,
            bonus_until FROM balance WHERE id = 1`;
        if (!row) return;
        const seen = `${row.kopecks}|${row.bonus_until ?? ''}`;
        if (seen === this.mirrored) continue;
        const { meta } = await this.env.DB.prepare(
          `UPDATE entities SET balance_kopecks = ?2, bonus_until = ?3 WHERE id = ?1
             AND EXISTS (SELECT 1 FROM storage_moves WHERE owner_kind = 'team' AND owner_id = ?1
               AND part = 'money' AND state = 'moved')`,
        )
          .bind(teamId, row.kopecks, row.bonus_until)
          .run();
        if (meta.changes > 0) this.mirrored = seen;
      } while (this.mirrorAgain);
    };
    this.ctx.waitUntil(
      send()
        .catch((error) => console.error('team balance mirror failed', teamId, error))
        .finally(() => {
          this.mirroring = false;
        }),
    );
  }
}
