import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { seal, unseal } from '../lib/seal';
import { askPerson } from '../person/person-of';
import {
  homeOfOwner,
  movingError,
  type OwnerKind,
  type PartHome,
  stillInD1,
} from '../storage-moves/move-state';
import { askTeam } from '../team/team-of';
import type { McpToolInfo } from './mcp-client';
import {
  changedColumns,
  type NewServer,
  SERVER_COLUMNS,
  type ServerChange,
  type ServerRow,
} from './stored-server';

export type { ServerRow } from './stored-server';

const SEAL_PURPOSE = 'mcp-headers';

/** The key headers are sealed with; a missing Worker secret is a configuration error. */
function tokenKey(env: Pick<Env, 'MCP_TOKEN_KEY'>): string {
  if (!env.MCP_TOKEN_KEY) throw new Error('MCP_TOKEN_KEY is not set');
  return env.MCP_TOKEN_KEY;
}

/** Seals a server's headers (AES-GCM under MCP_TOKEN_KEY); none → null. */
export async function sealHeaders(
  env: Pick<Env, 'MCP_TOKEN_KEY'>,
  headers?: Record<string, string>,
) {
  if (!headers || Object.keys(headers).length === 0) return null;
  return seal(tokenKey(env), SEAL_PURPOSE, JSON.stringify(headers));
}

/** A server's headers, opened for a call to it (never for an answer to the browser). */
export async function openHeaders(
  env: Pick<Env, 'MCP_TOKEN_KEY'>,
  row: Pick<ServerRow, 'headers_sealed'>,
): Promise<Record<string, string>> {
  if (!row.headers_sealed) return {};
  const text = await unseal(tokenKey(env), SEAL_PURPOSE, row.headers_sealed);
  return text ? (JSON.parse(text) as Record<string, string>) : {};
}

export const toolsOf = (row: Pick<ServerRow, 'tools'>) => JSON.parse(row.tools) as McpToolInfo[];

/**
 * Whether the viewer may see and finish the server's waiting sign-in: only the person who added
 * it (a team's owner, never a member), and only in the session that started the flow (any of
 * theirs when a tool call started it). Anyone else who had the URL could sign in as themselves
 * with its `state` and bind their account to the server (login CSRF; decision 195).
 */
export const startedSignIn = (
  row: Pick<ServerRow, 'user_id' | 'oauth_session_id'>,
  viewer: Pick<ServerViewer, 'userId' | 'sessionId'>,
) =>
  row.user_id === viewer.userId &&
  (row.oauth_session_id === null || row.oauth_session_id === viewer.sessionId);

/**
 * A server as the api answers it: no headers, no OAuth tokens, tools without their schemas;
 * `authorizeUrl` while it waits for the person who started its sign-in (to them only),
 * `editable` false for a team member.
 */
export function toServerJson(row: ServerRow, viewer: Pick<ServerViewer, 'userId' | 'sessionId'>) {
  const { userId } = viewer;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    transport: row.transport,
    scope: row.scope,
    status: row.status,
    ...(row.error ? { error: row.error } : {}),
    tools: toolsOf(row).map(({ name, description }) => ({ name, description })),
    enabled: row.enabled === 1,
    approval: row.approval,
    ...(row.status === 'needs_auth' && row.authorize_url && startedSignIn(row, viewer)
      ? { authorizeUrl: row.authorize_url }
      : {}),
    editable: row.scope === 'user' || row.user_id === userId,
  };
}

/** Who asks: the person and the team they currently work in. */
export interface ServerViewer {
  userId: string;
  entityId: string;
  sessionId?: string;
}

/**
 * Whose servers: a person's own, or a team's. Each owner's live in D1 until their move is
 * verified, then in the owner's object (`Person`, `Team`; docs/decisions/205-team-object-and-mcp-servers.md).
 */
export interface ServerOwner {
  kind: OwnerKind;
  id: string;
}

export const ownerOfServer = (row: Pick<ServerRow, 'scope' | 'user_id' | 'entity_id'>) =>
  (row.scope === 'team' && row.entity_id
    ? { kind: 'team', id: row.entity_id }
    : { kind: 'person', id: row.user_id }) satisfies ServerOwner as ServerOwner;

/** D1's condition for one owner's rows, the owner's id in parameter `param`. */
const owned = (kind: OwnerKind, param: string) =>
  kind === 'person'
    ? `scope = 'user' AND user_id = ${param}`
    : `scope = 'team' AND entity_id = ${param}`;

/** What `Person` and `Team` both answer about the servers they hold (their RPC methods). */
interface ServerHolder {
  mcpServers(): Promise<ServerRow[]>;
  mcpServerWaiting(state: string): Promise<ServerRow | null>;
  addMcpServer(server: NewServer, max: number): Promise<ServerRow | null>;
  changeMcpServer(id: string, change: ServerChange, whileState?: string): Promise<boolean>;
  removeMcpServer(id: string): Promise<boolean>;
  removeMcpServersAddedBy(userId: string): Promise<void>;
}

/** Calls the owner's object (503 `person_unavailable` / `team_unavailable` when it fails). */
const ask = <T>(env: Env, owner: ServerOwner, call: (holder: ServerHolder) => Promise<T>) =>
  owner.kind === 'person'
    ? askPerson(env, owner.id, (person) => call(person as unknown as ServerHolder))
    : askTeam(env, owner.id, (team) => call(team as unknown as ServerHolder));

const homeOfServers = (db: D1Database, owner: ServerOwner): Promise<PartHome> =>
  homeOfOwner(db, owner.kind, owner.id, 'mcp_servers');

/** One owner's servers in the order they were added, from wherever they live now. */
export async function serversOf(env: Env, owner: ServerOwner): Promise<ServerRow[]> {
  if ((await homeOfServers(env.DB, owner)) === 'object') {
    return ask(env, owner, (holder) => holder.mcpServers());
  }
  const { results } = await env.DB.prepare(
    `SELECT rowid AS seq, * FROM mcp_servers WHERE ${owned(owner.kind, '?1')}
     ORDER BY created_at, rowid`,
  )
    .bind(owner.id)
    .all<ServerRow>();
  return results;
}

/** The person's own servers, then their current team's. */
export async function listServers(env: Env, viewer: ServerViewer): Promise<ServerRow[]> {
  const [own, team] = await Promise.all([
    serversOf(env, { kind: 'person', id: viewer.userId }),
    serversOf(env, { kind: 'team', id: viewer.entityId }),
  ]);
  return [...own, ...team];
}

/** A server the viewer sees (their own or their team's), or null. */
export async function findServer(
  env: Env,
  id: string,
  viewer: ServerViewer,
): Promise<ServerRow | null> {
  return (await listServers(env, viewer)).find((row) => row.id === id) ?? null;
}

/** A server the viewer sees (their own or their team's); anyone else's is 404. */
export async function visibleServer(
  env: Env,
  id: string,
  viewer: ServerViewer,
): Promise<ServerRow> {
  const row = await findServer(env, id, viewer);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/**
 * A server the viewer may change: their own, or their team's when they own the team (the owner
 * added it). A team member gets 403 `mcp_team_read_only`; anyone else 404.
 */
export async function editableServer(
  env: Env,
  id: string,
  viewer: ServerViewer,
): Promise<ServerRow> {
  const row = await visibleServer(env, id, viewer);
  if (row.scope === 'team' && row.user_id !== viewer.userId) {
    throw new ApiError(403, 'mcp_team_read_only');
  }
  return row;
}

/** Whether the person owns the team they currently work in (only then may they add to it). */
export async function ownsTeam(db: D1Database, viewer: ServerViewer): Promise<boolean> {
  const owner = await db
    .prepare('SELECT owner_id FROM entities WHERE id = ?1')
    .bind(viewer.entityId)
    .first<string>('owner_id');
  return owner === viewer.userId;
}

/**
 * One write of an owner's servers where they live: in their object once moved; 503
 * `storage_moving` while they are copied; else in D1 with the move's check in the same
 * statement (its `?2` is the owner's id), so a write racing the start of the move lands nowhere
 * and is tried again where the servers now are. Whether anything changed.
 */
async function write(
  env: Env,
  owner: ServerOwner,
  inD1: (guard: string) => D1PreparedStatement,
  inObject: (holder: ServerHolder) => Promise<boolean>,
): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const home = await homeOfServers(env.DB, owner);
    if (home === 'object') return ask(env, owner, inObject);
    if (home === 'copying') throw movingError();
    const { meta } = await inD1(stillInD1('?2', 'mcp_servers', owner.kind)).run();
    if (meta.changes > 0) return true;
    // Nothing written: nothing to write (no such server, the cap), or the move began meanwhile.
    if ((await homeOfServers(env.DB, owner)) === 'd1') return false;
  }
  throw movingError();
}

/**
 * 503 `storage_moving` while the server's owner's servers are copied: for a route that does
 * something it cannot undo (an OAuth code exchange) before it writes.
 */
export async function ensureWritable(env: Env, row: ServerRow): Promise<void> {
  if ((await homeOfServers(env.DB, ownerOfServer(row))) === 'copying') throw movingError();
}

/** Adds a server for its owner unless they have `max` already; false at the cap. */
export function addServer(env: Env, server: NewServer, max: number): Promise<boolean> {
  const owner = ownerOfServer(server);
  const columns = SERVER_COLUMNS.filter((column) => column !== 'seq');
  return write(
    env,
    owner,
    // The count is checked in the insert, so two adds at once cannot pass the cap.
    (guard) =>
      env.DB.prepare(
        `INSERT INTO mcp_servers (${columns.join(', ')})
         SELECT ${columns.map((_, at) => `?${at + 3}`).join(', ')}
         WHERE (SELECT count(*) FROM mcp_servers WHERE ${owned(owner.kind, '?2')}) < ?1
           AND ${guard}`,
      ).bind(max, owner.id, ...columns.map((column) => server[column])),
    async (holder) => (await holder.addMcpServer(server, max)) !== null,
  );
}

/**
 * Changes a server's columns; with `whileState`, only while its sign-in still waits with that
 * state. Whether it changed.
 */
export function changeServer(
  env: Env,
  row: ServerRow,
  change: ServerChange,
  whileState?: string,
): Promise<boolean> {
  const owner = ownerOfServer(row);
  const columns = changedColumns(change);
  const stateAt = columns.length + 3;
  return write(
    env,
    owner,
    (guard) =>
      env.DB.prepare(
        `UPDATE mcp_servers SET ${columns.map((column, at) => `${column} = ?${at + 3}`).join(', ')}
         WHERE id = ?1 AND ${owned(owner.kind, '?2')} AND ${guard}
           ${whileState === undefined ? '' : `AND oauth_state = ?${stateAt}`}`,
      ).bind(
        row.id,
        owner.id,
        ...columns.map((column) => change[column] ?? null),
        ...(whileState === undefined ? [] : [whileState]),
      ),
    (holder) => holder.changeMcpServer(row.id, change, whileState),
  );
}

/**
 * `changeServer` for what must not be lost though nobody waits for it (a tool call's refreshed
 * tokens): while the owner's servers are copied it waits for the move (a few seconds at most),
 * then writes where they now are. Still copying after that, the change is dropped and logged:
 * the server asks for its sign-in again when the tokens it kept stop working.
 */
export async function changeServerWhenWritable(
  env: Env,
  row: ServerRow,
  change: ServerChange,
): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      await changeServer(env, row, change);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'storage_moving')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  console.error('MCP server change dropped: its owner’s servers are still being moved', row.id);
}

/** Deletes a server, its sealed headers and OAuth tokens with it. */
export async function removeServer(env: Env, row: ServerRow): Promise<void> {
  const owner = ownerOfServer(row);
  await write(
    env,
    owner,
    (guard) =>
      env.DB.prepare(
        `DELETE FROM mcp_servers WHERE id = ?1 AND ${owned(owner.kind, '?2')} AND ${guard}`,
      ).bind(row.id, owner.id),
    (holder) => holder.removeMcpServer(row.id),
  );
}

/**
 * The server whose sign-in waits with this OAuth `state`, among those the viewer may sign in
 * to: D1's (while its owner's servers are not moved), the viewer's own object's, or the objects
 * of the teams the viewer owns (a team's server is signed in to by its owner, who added it).
 */
export async function serverWaitingSignIn(
  env: Env,
  state: string,
  viewer: ServerViewer,
): Promise<ServerRow | null> {
  const db = env.DB;
  const inD1 = await db
    .prepare('SELECT rowid AS seq, * FROM mcp_servers WHERE oauth_state = ?1')
    .bind(state)
    .first<ServerRow>();
  // A moved owner's D1 row is an old copy: their object says where the sign-in stands.
  if (inD1 && (await homeOfServers(db, ownerOfServer(inD1))) !== 'object') return inD1;
  const { results: teams } = await db
    .prepare('SELECT id FROM entities WHERE owner_id = ?1')
    .bind(viewer.userId)
    .all<{ id: string }>();
  const owners: ServerOwner[] = [
    { kind: 'person', id: viewer.userId },
    ...teams.map(({ id }) => ({ kind: 'team' as const, id })),
  ];
  for (const owner of owners) {
    if ((await homeOfServers(db, owner)) !== 'object') continue;
    const row = await ask(env, owner, (holder) => holder.mcpServerWaiting(state));
    if (row) return row;
  }
  return null;
}

/**
 * An account's deletion, after D1's rows went in its batch: the servers the person added go from
 * their object and from the objects of the teams they own, where those moved (or are moving).
 */
export async function removeServersOfAccount(env: Env, userId: string): Promise<void> {
  const { results: teams } = await env.DB.prepare('SELECT id FROM entities WHERE owner_id = ?1')
    .bind(userId)
    .all<{ id: string }>();
  const owners: ServerOwner[] = [
    { kind: 'person', id: userId },
    ...teams.map(({ id }) => ({ kind: 'team' as const, id })),
  ];
  for (const owner of owners) {
    if ((await homeOfServers(env.DB, owner)) === 'd1') continue;
    await ask(env, owner, (holder) => holder.removeMcpServersAddedBy(userId));
  }
}
