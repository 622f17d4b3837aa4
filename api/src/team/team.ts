import type { Env } from '../env';
import { ServerHolder } from '../mcp/server-holder';
import { migrate } from '../person/migrations';
import { type Sql, sqlOf } from '../person/sql';
import { TEAM_MIGRATIONS } from './schema';
import * as money from './team-money';

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
    return this.ctx.storage.transactionSync(step);
  }

  placeHold(input: money.PlaceHoldInput): money.PlaceHoldResult {
    return this.inTransaction(() => money.placeHold(this.sql, input));
  }

  growHold(input: { holdId: string; amount: number; now: string }): boolean {
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
}
