import { MCP_SERVERS_SCHEMA } from '../mcp/object-servers';
import type { Migration } from '../person/migrations';
import { LIMITS_SCHEMA, MONEY_SCHEMA } from './team-money';

/**
 * The team object's schema, newest last (docs/decisions/205-team-object-and-mcp-servers.md).
 * Append a step; never edit one that shipped. Each part moved from D1 adds its tables here: the
 * team's MCP servers, then its money (balance, holds, ledger, API keys' spending; decision 217).
 */
export const TEAM_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'mcp servers',
    statements: [
      // The team's MCP servers (decision 168): D1's `mcp_servers` rows of scope 'team', added by
      // the team's owner (`user_id`); headers and OAuth secrets stay AES-GCM sealed under
      // MCP_TOKEN_KEY, as in D1; `seq` keeps the order they were added in (D1's rowid).
      ...MCP_SERVERS_SCHEMA,
    ],
  },
  {
    version: 2,
    name: 'money',
    // The team's balance, holds and ledger (docs/decisions/217-team-money-object.md), as D1's
    // `entities` money columns, `billing_holds`, `ledger` and `api_key_usage` hold them.
    statements: MONEY_SCHEMA,
  },
  {
    version: 3,
    name: 'spending controls',
    // Who each hold is for (a member's open holds count against their monthly limit) and the
    // alerts already sent (docs/decisions/228-team-spending-controls.md). Holds placed before
    // this step keep a NULL person: they expire within the holds' TTL.
    statements: LIMITS_SCHEMA,
  },
];
