import type { Env } from '../env';
import { personOf } from '../person/person-of';
import type { MovablePart } from '../storage-moves/parts';
import { teamOf } from '../team/team-of';
import type { ServerHolder } from './server-holder';
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

/** The servers of one kind of owner: D1's rows matching `where` into the object `holderOf` names. */
const serversPart = (
  ownerKind: 'person' | 'team',
  where: string,
  holderOf: (env: Env, ownerId: string) => DurableObjectStub<ServerHolder>,
): MovablePart<ServerRow> => ({
  part: 'mcp_servers',
  ownerKind,
  pageInD1: pageOf(where),
  keyOf: (row) => row.id,
  hashRow: serverHashRow,
  copy: (env, ownerId, rows) => holderOf(env, ownerId).copyMcpServers(rows),
  hashInObject: (env, ownerId) => holderOf(env, ownerId).hashMcpServers(),
  forgetInObject: (env, ownerId) => holderOf(env, ownerId).forgetMcpServers(),
});

/** A person's own MCP servers (decision 144): D1's rows of scope 'user' into their `Person`. */
export const personServersPart = serversPart('person', "scope = 'user' AND user_id = ?1", personOf);

/** A team's MCP servers (decision 168): D1's rows of scope 'team' into its `Team` (decision 205). */
export const teamServersPart = serversPart('team', "scope = 'team' AND entity_id = ?1", teamOf);
