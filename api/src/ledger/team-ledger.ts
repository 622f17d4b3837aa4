/**
 * A team's ledger read from its `Team` object once its money moved there (decision 225): the
 * object answers lines, counts and sums by SQL over its own tables; the names a line shows (who
 * paid, the API key, an adjustment's reason, what an unnamed usage line paid for, whether its chat
 * is named to the reader) come from D1 by id lists afterwards, and from the payer's conversations
 * (their `ChatDb`) for an answer or summary — never one SQL over both homes.
 */
import { chatsOf } from '../chat/chat-db';
import type { Env } from '../env';
import { homeOfOwner } from '../storage-moves/move-state';
import type { LedgerLine } from '../team/team-money';
import { askTeam } from '../team/team-of';
import { chatShown, type LedgerFilter, type LedgerRow } from './ledger-store';
import { moscowMonthBounds } from './moscow-time';

type TeamEnv = Pick<Env, 'DB' | 'PERSON' | 'TEAM'>;

/** Whether the team's money is read from its object (`moved`); D1 while it is not, or copying. */
export async function moneyInObject(db: D1Database, entityId: string): Promise<boolean> {
  return (await homeOfOwner(db, 'team', entityId, 'money')) === 'object';
}

/** Ids go to D1 as one JSON array, a few hundred at a time. */
const CHUNK = 500;

export async function inChunks<T>(ids: readonly string[], read: (page: string) => Promise<T[]>) {
  const rows: T[] = [];
  for (let at = 0; at < ids.length; at += CHUNK) {
    rows.push(...(await read(JSON.stringify(ids.slice(at, at + CHUNK)))));
  }
  return rows;
}

export const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => typeof value === 'string')),
];

/** What an unnamed usage line paid for, found by its ref (D1's USAGE_JOINS, step by step). */
export interface Found {
  model: string | null;
  chatId: string | null;
  chatMode: string | null;
  keyId: string | null;
}

/**
 * For usage lines written before lines named what they paid for: an answer or a chat's summary
 * (in the payer's conversations), else a transcription, an avatar run or an API call (D1), as
 * USAGE_JOINS and USAGE_MODEL find them; read-aloud and embeddings are named by their ref.
 */
export async function findUnnamed(env: TeamEnv, lines: readonly LedgerLine[]) {
  const found = new Map<string, Found>();
  const unnamed = lines.filter(
    (l) =>
      l.kind === 'usage' &&
      l.model === null &&
      l.ref !== null &&
      !l.ref.startsWith('tts/') &&
      !l.ref.startsWith('knowledge/'),
  );
  const byPayer = new Map<string, string[]>();
  for (const line of unnamed) {
    if (!line.user_id || !line.ref) continue;
    byPayer.set(line.user_id, [...(byPayer.get(line.user_id) ?? []), line.ref]);
  }
  for (const [payer, refs] of byPayer) {
    const chats = await chatsOf(env, payer);
    // An answer's line names its message, a summary's its summary: both say model and chat.
    const named = (table: 'messages' | 'chat_summaries', ids: string[]) =>
      inChunks(unique(ids), async (chunk) => {
        const { results } = await chats
          .prepare(
            `SELECT t.id, t.model, t.chat_id, c.mode FROM ${table} t
               LEFT JOIN chats c ON c.id = t.chat_id WHERE t.id IN (SELECT value FROM json_each(?1))`,
          )
          .bind(chunk)
          .all<{ id: string; model: string | null; chat_id: string | null; mode: string | null }>();
        return results;
      });
    for (const table of ['messages', 'chat_summaries'] as const) {
      for (const row of await named(
        table,
        refs.filter((ref) => !found.has(ref)),
      )) {
        found.set(row.id, {
          model: row.model,
          chatId: row.chat_id,
          chatMode: row.mode,
          keyId: null,
        });
      }
    }
  }
  const rest = unique(unnamed.map((l) => l.ref).filter((ref) => ref && !found.has(ref)));
  const others = await inChunks(rest, async (ids) => {
    const { results } = await env.DB.prepare(
      `SELECT j.value AS id, t.model AS t_model, ar.model AS ar_model, aku.model AS aku_model,
         aku.key_id
       FROM json_each(?1) j
       LEFT JOIN transcriptions t ON t.id = j.value
       LEFT JOIN avatar_runs ar ON ar.id = j.value
       LEFT JOIN api_key_usage aku ON aku.id = j.value`,
    )
      .bind(ids)
      .all<{
        id: string;
        t_model: string | null;
        ar_model: string | null;
        aku_model: string | null;
        key_id: string | null;
      }>();
    return results;
  });
  for (const o of others) {
    const model = (o.t_model === null ? null : `speech-to-text:${o.t_model}`) ?? o.ar_model;
    found.set(o.id, {
      model: model ?? o.aku_model,
      chatId: null,
      chatMode: null,
      keyId: o.key_id,
    });
  }
  return found;
}

/**
 * A line's ref as D1 shows it: the object credits a promo code once per person by
 * `<code>/<user id>` (decision 224), where D1's line carries the code alone, so readers show the
 * code (every new team's promo line is the object's, decision 227).
 */
function refOf(line: LedgerLine): string | null {
  const suffix = line.user_id ? `/${line.user_id}` : null;
  if (line.kind === 'promo' && suffix && line.ref?.endsWith(suffix)) {
    return line.ref.slice(0, -suffix.length);
  }
  return line.ref;
}

/** The model a usage line names, as USAGE_MODEL: its own, what its ref found, or its ref's kind. */
export function modelOf(line: LedgerLine, found: Found | undefined): string | null {
  if (line.kind !== 'usage') return line.model;
  if (line.model !== null) return line.model;
  if (found?.model) return found.model;
  if (line.ref?.startsWith('tts/')) return 'text-to-speech';
  if (line.ref?.startsWith('knowledge/')) return 'embeddings';
  return null;
}

/** Names of people, keys and adjustments from D1 by the ids the lines carry. */
async function namesOf(db: D1Database, lines: readonly LedgerLine[], found: Map<string, Found>) {
  const userIds = unique(lines.map((l) => l.user_id));
  const keyIds = unique(lines.map((l) => l.api_key_id ?? (l.ref ? found.get(l.ref)?.keyId : null)));
  const adjustmentIds = unique(lines.filter((l) => l.kind === 'adjustment').map((l) => l.ref));
  const [users, keys, adjustments] = await Promise.all([
    inChunks(userIds, async (ids) => {
      const { results } = await db
        .prepare('SELECT id, name, email FROM users WHERE id IN (SELECT value FROM json_each(?1))')
        .bind(ids)
        .all<{ id: string; name: string; email: string }>();
      return results;
    }),
    inChunks(keyIds, async (ids) => {
      const { results } = await db
        .prepare('SELECT id, name FROM api_keys WHERE id IN (SELECT value FROM json_each(?1))')
        .bind(ids)
        .all<{ id: string; name: string }>();
      return results;
    }),
    inChunks(adjustmentIds, async (ids) => {
      const { results } = await db
        .prepare(
          `SELECT a.id, a.reason, op.email AS operator_email FROM admin_adjustments a
           LEFT JOIN users op ON op.id = a.operator_id
           WHERE a.id IN (SELECT value FROM json_each(?1))`,
        )
        .bind(ids)
        .all<{ id: string; reason: string | null; operator_email: string | null }>();
      return results;
    }),
  ]);
  return {
    user: new Map(users.map((u) => [u.id, u])),
    key: new Map(keys.map((k) => [k.id, k.name])),
    adjustment: new Map(adjustments.map((a) => [a.id, a])),
  };
}

/** The ids of the lines whose chat `readerId` may open (`chatShown`, D1's shares). */
async function shownLines(
  db: D1Database,
  readerId: string,
  chats: { id: string; chatId: string; payer: string | null }[],
): Promise<Set<string>> {
  const shown = new Set(chats.filter((c) => c.payer === readerId).map((c) => c.id));
  const others = chats.filter((c) => c.payer !== readerId);
  const byId = new Map(others.map((c) => [c.id, c]));
  const ids = [...byId.keys()];
  for (let at = 0; at < ids.length; at += CHUNK) {
    const page = ids.slice(at, at + CHUNK).map((id) => {
      const c = byId.get(id);
      return [id, c?.chatId ?? null, c?.payer ?? null];
    });
    const { results } = await db
      .prepare(
        `SELECT json_extract(p.value, '$[0]') AS id FROM json_each(?1) p
         WHERE ${chatShown("json_extract(p.value, '$[1]')", "json_extract(p.value, '$[2]')", '?2')}`,
      )
      .bind(JSON.stringify(page), readerId)
      .all<{ id: string }>();
    for (const row of results) shown.add(row.id);
  }
  return shown;
}

const boundsOf = (filter: LedgerFilter) =>
  filter.month ? moscowMonthBounds(filter.month) : { from: null, to: null };

/** A page of the team's ledger and its totals from the object, as `ledgerRows`/`ledgerTotals`. */
export async function objectLedger(
  env: TeamEnv,
  entityId: string,
  readerId: string,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
) {
  const { from, to } = boundsOf(filter);
  const answer = await askTeam(env, entityId, (team) =>
    team.ledgerPage({ kind: filter.kind ?? null, from, to, ...page }),
  );
  const lines = answer.lines as LedgerLine[];
  const found = await findUnnamed(env, lines);
  const names = await namesOf(env.DB, lines, found);
  const withChat = lines.flatMap((l) => {
    const chatId =
      l.kind === 'usage' ? (l.chat_id ?? (l.ref ? found.get(l.ref)?.chatId : null)) : null;
    return chatId ? [{ id: l.id, chatId, payer: l.user_id }] : [];
  });
  const shown = await shownLines(env.DB, readerId, withChat);
  const chatOf = new Map(withChat.map((c) => [c.id, c.chatId]));
  const rows: LedgerRow[] = lines.map((l) => {
    const f = l.ref ? found.get(l.ref) : undefined;
    const keyId = l.api_key_id ?? f?.keyId ?? null;
    const visible = shown.has(l.id);
    return {
      id: l.id,
      kind: l.kind,
      amountKopecks: l.amount_kopecks,
      createdAt: l.created_at,
      userName: l.user_id ? (names.user.get(l.user_id)?.name ?? null) : null,
      model: modelOf(l, f),
      chatId: visible ? (chatOf.get(l.id) ?? null) : null,
      chatMode: visible ? ((l.chat_mode ?? f?.chatMode ?? null) as LedgerRow['chatMode']) : null,
      ref: l.kind === 'usage' ? null : refOf(l),
      apiKeyName: keyId ? (names.key.get(keyId) ?? null) : null,
      reason:
        l.kind === 'adjustment' && l.ref ? (names.adjustment.get(l.ref)?.reason ?? null) : null,
    };
  });
  return {
    rows,
    totals: {
      count: answer.count,
      creditKopecks: answer.creditKopecks,
      debitKopecks: answer.debitKopecks,
    },
  };
}

/** The console's ledger of one team from its object, as `teamLedger` shows it. */
export async function objectConsoleLedger(
  env: TeamEnv,
  entityId: string,
  limit: number,
  offset: number,
) {
  const answer = await askTeam(env, entityId, (team) =>
    team.ledgerPage({ kind: null, from: null, to: null, limit, offset }),
  );
  const lines = answer.lines as LedgerLine[];
  const found = await findUnnamed(env, lines);
  const names = await namesOf(env.DB, lines, found);
  return lines.map((l) => {
    const f = l.ref ? found.get(l.ref) : undefined;
    const keyId = l.api_key_id ?? f?.keyId ?? null;
    const adjustment = l.kind === 'adjustment' && l.ref ? names.adjustment.get(l.ref) : undefined;
    return {
      id: l.id,
      kind: l.kind as string,
      amountKopecks: l.amount_kopecks,
      ref: l.kind === 'usage' ? null : refOf(l),
      createdAt: l.created_at,
      userEmail: l.user_id ? (names.user.get(l.user_id)?.email ?? null) : null,
      reason: adjustment?.reason ?? null,
      operator: adjustment?.operator_email ?? null,
      model: modelOf(l, f),
      apiKeyName: keyId ? (names.key.get(keyId) ?? null) : null,
    };
  });
}

/** Usage per Moscow day and model from the object, as `spendingByModel`'s SQL rows. */
export async function objectSpendingRows(
  env: TeamEnv,
  entityId: string,
  from: string,
  shift: string,
) {
  const rows = await askTeam(env, entityId, (team) => team.spendingRows(from, shift));
  const unnamed = rows.filter((r) => r.label === null && r.ref !== null);
  const found = await findUnnamed(
    env,
    unnamed.map(
      (r) =>
        ({
          id: r.ref,
          user_id: r.user_id,
          amount_kopecks: 0,
          kind: 'usage',
          ref: r.ref,
          created_at: '',
          model: null,
          chat_id: null,
          chat_mode: null,
          api_key_id: null,
        }) as LedgerLine,
    ),
  );
  return rows.map((r) => ({
    day: r.day,
    label: r.label ?? (r.ref ? found.get(r.ref)?.model : null) ?? 'other',
    spent: r.spent,
  }));
}

/** What each member spent since `from`, from the team's object. */
export async function objectMembersSpent(env: TeamEnv, entityId: string, from: string) {
  const rows = await askTeam(env, entityId, (team) => team.membersSpent(from));
  return new Map(rows.map((r) => [r.user_id, r.spent]));
}

/** The team's current balance and bonus days, from its object. */
export async function objectBalance(env: Pick<Env, 'TEAM'>, entityId: string, now: string) {
  return askTeam(env, entityId, (team) => team.balance(now));
}

/** D1's condition that team `team` (an SQL expression) still keeps its money in D1. */
export const moneyStillInD1 = (team: string) => `NOT EXISTS (SELECT 1 FROM storage_moves s
  WHERE s.owner_kind = 'team' AND s.owner_id = ${team} AND s.part = 'money' AND s.state = 'moved')`;

/**
 * The personal export's ledger: D1's lines of the teams `userId` owns whose money is still there
 * (`d1Lines`, read with `moneyStillInD1`), and the lines of those whose money moved, from each
 * team's object; oldest first, as the export lists them.
 */
export async function ownedTeamsLedger(
  env: Pick<Env, 'DB' | 'TEAM'>,
  userId: string,
  d1Lines: Record<string, unknown>[],
) {
  const { results: moved } = await env.DB.prepare(
    `SELECT e.id FROM entities e WHERE e.owner_id = ?1 AND NOT ${moneyStillInD1('e.id')}`,
  )
    .bind(userId)
    .all<{ id: string }>();
  const lines = [...d1Lines];
  for (const { id } of moved) {
    const page = await askTeam(env, id, (team) =>
      team.ledgerPage({ kind: null, from: null, to: null, limit: -1, offset: 0 }),
    );
    for (const l of page.lines as LedgerLine[]) {
      lines.push({
        id: l.id,
        entityId: id,
        amountKopecks: l.amount_kopecks,
        kind: l.kind,
        ref: refOf(l),
        createdAt: l.created_at,
      });
    }
  }
  if (moved.length === 0) return lines;
  return lines.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
}
