import type { McpTransport } from './mcp-client';

/**
 * One MCP server as stored: in D1's `mcp_servers`, or once its owner's servers moved, in the
 * owner's object (a person's own in `Person`, a team's in `Team`; docs/decisions/205-team-object-and-mcp-servers.md).
 */
export interface ServerRow {
  id: string;
  /** The order servers were added in (D1's rowid; the object's next number once moved). */
  seq: number;
  user_id: string;
  scope: 'user' | 'team';
  /** The team of a `team` server; null for a person's own. */
  entity_id: string | null;
  name: string;
  url: string;
  transport: McpTransport;
  headers_sealed: string | null;
  status: 'connected' | 'needs_auth' | 'error';
  error: string | null;
  tools: string;
  enabled: number;
  approval: 'always' | 'never';
  /** AES-GCM sealed OAuth state of a protected server (client, verifier, tokens). */
  oauth_sealed: string | null;
  oauth_state: string | null;
  authorize_url: string | null;
  /** The session that started the waiting sign-in; null when a tool call started it. */
  oauth_session_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A server about to be added: the store numbers it. */
export type NewServer = Omit<ServerRow, 'seq'>;

/** What an edit, a connection or a sign-in may change on a server. */
export const CHANGEABLE = [
  'name',
  'enabled',
  'approval',
  'headers_sealed',
  'transport',
  'tools',
  'status',
  'error',
  'updated_at',
  'oauth_sealed',
  'oauth_state',
  'authorize_url',
  'oauth_session_id',
] as const;

export type ServerChange = Partial<Pick<ServerRow, (typeof CHANGEABLE)[number]>>;

/** The columns of a change, in `CHANGEABLE`'s order (never a name from outside that list). */
export const changedColumns = (change: ServerChange) =>
  CHANGEABLE.filter((column) => change[column] !== undefined);

/** Every column, in the order a move copies and hashes them. */
export const SERVER_COLUMNS = [
  'id',
  'seq',
  'user_id',
  'scope',
  'entity_id',
  'name',
  'url',
  'transport',
  'headers_sealed',
  'status',
  'error',
  'tools',
  'enabled',
  'approval',
  'oauth_sealed',
  'oauth_state',
  'authorize_url',
  'oauth_session_id',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ServerRow)[];

/** The columns a content hash covers, in one fixed order (sealed values as stored). */
export const serverHashRow = (row: ServerRow) => SERVER_COLUMNS.map((column) => row[column]);
