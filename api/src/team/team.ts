import type { Env } from '../env';
import { ServerHolder } from '../mcp/server-holder';
import { migrate } from '../person/migrations';
import { TEAM_MIGRATIONS } from './schema';

/**
 * One team's own data, in its object's SQLite (docs/decisions/205-team-object-and-mcp-servers.md):
 * today its MCP servers; its balance, holds, ledger, payments and API key spending follow, each
 * moved from D1 by `storage-moves`, so a hold is placed and settled inside this one object,
 * single-threaded for the team. The Worker in front checks who may ask (membership, ownership);
 * the object trusts it. Callers use the typed methods below (RPC), never `fetch`.
 */
export class Team extends ServerHolder {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Schema first, before any call: migrations run once per object and version.
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage, TEAM_MIGRATIONS);
    });
  }
}
