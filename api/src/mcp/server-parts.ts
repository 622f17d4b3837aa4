import { personOf } from '../person/person-of';
import type { MovablePart } from '../storage-moves/parts';
import { teamOf } from '../team/team-of';
import { type ServerRow, serverHashRow } from './stored-server';

/** D1's servers of one owner after `cursor`, in key order (`seq`: their rowid, the order added). */
const pageOf =
  (owned: string) =>
  async (db: D1Database, ownerId: string, cursor: string | null, limit: number) => {
    const { results } = await db
      .prepare(
        `SELECT rowid AS seq, * FROM mcp_servers WHERE ${owned} AND id > ?2 ORDER BY id LIMIT ?3`,
      )
      .bind(ownerId, cursor ?? '', limit)
      .all<ServerRow>();
    return results;
  };

/** A person's own MCP servers (decision 144): D1's rows of scope 'user' into their `Person`. */
export const personServersPart: MovablePart<ServerRow> = {
  part: 'mcp_servers',
  ownerKind: 'person',
  pageInD1: pageOf("scope = 'user' AND user_id = ?1"),
  keyOf: (row) => row.id,
  hashRow: serverHashRow,
  copy: (env, ownerId, rows) => personOf(env, ownerId).copyMcpServers(rows),
  hashInObject: (env, ownerId) => personOf(env, ownerId).hashMcpServers(),
  forgetInObject: (env, ownerId) => personOf(env, ownerId).forgetMcpServers(),
};

/** A team's MCP servers (decision 168): D1's rows of scope 'team' into its `Team` (decision 205). */
export const teamServersPart: MovablePart<ServerRow> = {
  part: 'mcp_servers',
  ownerKind: 'team',
  pageInD1: pageOf("scope = 'team' AND entity_id = ?1"),
  keyOf: (row) => row.id,
  hashRow: serverHashRow,
  copy: (env, ownerId, rows) => teamOf(env, ownerId).copyMcpServers(rows),
  hashInObject: (env, ownerId) => teamOf(env, ownerId).hashMcpServers(),
  forgetInObject: (env, ownerId) => teamOf(env, ownerId).forgetMcpServers(),
};
