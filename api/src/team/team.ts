import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import * as mcp from '../mcp/object-servers';
import type { NewServer, ServerChange, ServerRow } from '../mcp/stored-server';
import { migrate } from '../person/migrations';
import { TEAM_MIGRATIONS } from './schema';

/**
 * One team's own data, in its object's SQLite (docs/decisions/205-team-object-and-mcp-servers.md):
 * today its MCP servers; its balance, holds, ledger, payments and API key spending follow, each
 * moved from D1 by `storage-moves`, so a hold is placed and settled inside this one object,
 * single-threaded for the team. The Worker in front checks who may ask (membership, ownership);
 * the object trusts it. Callers use the typed methods below (RPC), never `fetch`.
 */
export class Team extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Schema first, before any call: migrations run once per object and version.
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage, TEAM_MIGRATIONS);
    });
  }

  // The team's MCP servers (decision 168), which its owner adds and its members use.

  mcpServers(): ServerRow[] {
    return mcp.serversIn(this.ctx.storage.sql);
  }

  mcpServerWaiting(state: string): ServerRow | null {
    return mcp.serverWaitingIn(this.ctx.storage.sql, state);
  }

  addMcpServer(server: NewServer, max: number): ServerRow | null {
    return mcp.addServerIn(this.ctx.storage.sql, server, max);
  }

  changeMcpServer(id: string, change: ServerChange, whileState?: string): boolean {
    return mcp.changeServerIn(this.ctx.storage.sql, id, change, whileState);
  }

  removeMcpServer(id: string): boolean {
    return mcp.removeServerIn(this.ctx.storage.sql, id);
  }

  /** Its owner's account is deleted: the servers they added go with it. */
  removeMcpServersAddedBy(userId: string): void {
    mcp.removeServersAddedBy(this.ctx.storage.sql, userId);
  }

  /** The move: one page of D1's rows, idempotent (a resumed run may send a page again). */
  copyMcpServers(rows: ServerRow[]): void {
    this.ctx.storage.transactionSync(() => mcp.copyServersIn(this.ctx.storage.sql, rows));
  }

  hashMcpServers(): Promise<{ rows: number; hash: string }> {
    return mcp.hashServersIn(this.ctx.storage.sql);
  }

  /** The move found a difference: it starts the part again from nothing. */
  forgetMcpServers(): void {
    mcp.forgetServersIn(this.ctx.storage.sql);
  }
}
