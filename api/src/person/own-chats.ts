import type { ChatCall, ChatDb, ChatResult, ChatStatement, ChatValue } from '../chat/chat-db';
import { runChatCalls } from '../chat/person-conversations';

/**
 * The person's conversations as a `ChatDb` from inside their own object (its alarm), running the
 * statements on its SQLite directly rather than through an RPC to itself (decision 222).
 */
export function chatsHere(storage: DurableObjectStorage, ownerId: string): ChatDb {
  const run = (statements: readonly ChatStatement[], rows: ChatCall['rows']) => {
    const calls = statements.map((s) => ({
      sql: s.sql,
      params: s.params.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)),
      rows,
    }));
    const answer = runChatCalls(storage, calls);
    if (answer.error !== null) throw new Error(answer.error);
    return answer.results as ChatResult[];
  };
  const statement = (sql: string, params: readonly ChatValue[]): ChatStatement => ({
    sql,
    params,
    bind: (...values) => statement(sql, values),
    first: async <T>(column?: string) => {
      const row = (run([statement(sql, params)], 'objects')[0]?.results[0] ?? null) as Record<
        string,
        unknown
      > | null;
      if (row === null) return null;
      return (column === undefined ? row : (row[column] ?? null)) as T;
    },
    all: async <Row>() => run([statement(sql, params)], 'objects')[0] as ChatResult<Row>,
    run: async () => run([statement(sql, params)], 'objects')[0] as ChatResult,
    raw: async <Row extends unknown[]>() =>
      (run([statement(sql, params)], 'arrays')[0]?.results ?? []) as unknown as Row[],
  });
  return {
    home: 'object',
    ownerId,
    prepare: (sql) => statement(sql, []),
    batch: async (statements) => run(statements, 'objects'),
  };
}
