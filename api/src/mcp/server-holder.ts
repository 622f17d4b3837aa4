import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import * as mcp from './object-servers';
import type { NewServer, ServerChange, ServerRow } from './stored-server';

/**
 * An object that keeps its owner's MCP servers (docs/decisions/205-team-object-and-mcp-servers.md):
 * `Person` (the person's own) and `Team` (the team's, added by its owner and used by its members)
 * both extend it, so the two kinds of owner answer the same RPC methods. The Worker in front
 * checks who may ask; the object trusts it.
 */
export abstract class ServerHolder extends DurableObject<Env> {
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

  /** An account is deleted: the servers it added go with it. */
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
