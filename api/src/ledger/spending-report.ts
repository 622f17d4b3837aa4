/**
 * "Who spent what": the team's usage lines between two Moscow days, grouped by member, model, day
 * or the API key / studio they went through, with their tokens (docs/decisions/229-spending-report.md).
 *
 * The lines come from where the team's money lives — its `Team` object once moved, else D1's
 * `ledger` — and are grouped here. A line names its payer, model, chat mode and key itself
 * (decision 213); lines written before that are named by their ref (`findUnnamed`). Tokens are
 * read from where they are kept, never copied into the ledger: an API key's call from D1's
 * `api_key_usage`, an answer or a summary from its payer's conversations (`chatsOf`).
 */
import { z } from '@hono/zod-openapi';
import { chatsOf } from '../chat/chat-db';
import { rubOf } from '../entity/entity-store';
import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import type { Locale } from '../lib/messages';
import { servedModels } from '../providers/config';
import type { LedgerLine } from '../team/team-money';
import { askTeam } from '../team/team-of';
import { csvCell } from './ledger-csv';
import { MOSCOW_OFFSET_MS, moscowDay } from './moscow-time';
import { type Found, findUnnamed, inChunks, modelOf, unique } from './team-ledger';

registerErrorMessages({
  spending_group_required: {
    en: 'Say how to group the spending: groupBy=member, model, day or key',
    ru: 'Укажите, как сгруппировать расходы: groupBy=member, model, day или key',
  },
  spending_invalid_period: {
    en: 'The period must end on or after its first day and span at most 366 days',
    ru: 'Период должен заканчиваться не раньше первого дня и длиться не больше 366 дней',
  },
});

export const SPENDING_GROUPS = ['member', 'model', 'day', 'key'] as const;
export type SpendingGroup = (typeof SPENDING_GROUPS)[number];

/** A calendar day `YYYY-MM-DD` that exists. */
const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const ms = Date.parse(`${day}T00:00:00.000Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
  }, 'Not a calendar day');

export const SpendingQuerySchema = z.object({
  from: DaySchema.optional().openapi({
    description: 'First Moscow day, inclusive (default: the 1st of this Moscow month)',
    example: '2026-12-01',
  }),
  to: DaySchema.optional().openapi({
    description: 'Last Moscow day, inclusive (default: today in Moscow)',
    example: '2026-12-31',
  }),
  groupBy: z
    .enum(SPENDING_GROUPS)
    .optional()
    .openapi({
      description:
        'member, model, day (Moscow), or key (an API key, or `studio:text|image|midjourney` / ' +
        '`other` for spending outside keys). Without any of from/to/groupBy the route answers the ' +
        'older 30-day series by model (`Spending`).',
    }),
});

export const SpendingRowSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    kopecks: z.number().int(),
    inputTokens: z.number().int(),
    outputTokens: z.number().int(),
    count: z.number().int().openapi({ description: 'Usage lines in the group' }),
  })
  .openapi('SpendingRow');

export const SpendingReportSchema = z
  .object({ rows: z.array(SpendingRowSchema), totalKopecks: z.number().int() })
  .openapi('SpendingReport');

export type SpendingRow = z.infer<typeof SpendingRowSchema>;
export type SpendingReport = z.infer<typeof SpendingReportSchema>;

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

/** The UTC bounds [from, to) of the Moscow days `from`..`to` (inclusive); 400 when out of order. */
export function periodOf(query: { from?: string; to?: string }, nowMs = Date.now()) {
  const today = moscowDay(nowMs);
  const to = query.to ?? today;
  const from = query.from ?? `${(query.to ?? today).slice(0, 7)}-01`;
  const start = Date.parse(`${from}T00:00:00.000Z`) - MOSCOW_OFFSET_MS;
  const end = Date.parse(`${to}T00:00:00.000Z`) - MOSCOW_OFFSET_MS + DAY_MS;
  if (end <= start || end - start > MAX_DAYS * DAY_MS) {
    throw new ApiError(400, 'spending_invalid_period');
  }
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

type ReportEnv = Pick<Env, 'DB' | 'PERSON' | 'TEAM'>;

/** The team's usage lines in [from, to), only `payer`'s when given. */
async function usageLines(
  env: ReportEnv,
  entityId: string,
  period: { from: string; to: string },
  payer: string | null,
  inObject: boolean,
): Promise<LedgerLine[]> {
  if (inObject) {
    const page = await askTeam(env, entityId, (team) =>
      team.ledgerPage({ kind: 'usage', ...period, limit: -1, offset: 0 }),
    );
    const lines = page.lines as LedgerLine[];
    return payer === null ? lines : lines.filter((line) => line.user_id === payer);
  }
  const { results } = await env.DB.prepare(
    `SELECT id, user_id, amount_kopecks, kind, ref, created_at, model, chat_id, chat_mode,
       api_key_id FROM ledger
     WHERE entity_id = ?1 AND kind = 'usage' AND created_at >= ?2 AND created_at < ?3
       AND (?4 IS NULL OR user_id = ?4)`,
  )
    .bind(entityId, period.from, period.to, payer)
    .all<LedgerLine>();
  return results;
}

interface Tokens {
  input: number;
  output: number;
}

/**
 * The tokens of each line, by line id, from where they are kept: an API key's call in D1's
 * `api_key_usage` (its ref is the call id), an answer or a summary in its payer's conversations.
 * Read-aloud, transcriptions, images and embeddings keep none (they count 0).
 */
async function tokensOf(
  env: ReportEnv,
  lines: readonly LedgerLine[],
  keyOf: (line: LedgerLine) => string | null,
): Promise<Map<string, Tokens>> {
  const byRef = new Map<string, Tokens>();
  const withRef = lines.filter(
    (l): l is LedgerLine & { ref: string } =>
      l.ref !== null && !l.ref.startsWith('tts/') && !l.ref.startsWith('knowledge/'),
  );
  const calls = unique(withRef.filter((l) => keyOf(l) !== null).map((l) => l.ref));
  const keyed = await inChunks(calls, async (ids) => {
    const { results } = await env.DB.prepare(
      `SELECT id, input_tokens, output_tokens FROM api_key_usage
       WHERE id IN (SELECT value FROM json_each(?1))`,
    )
      .bind(ids)
      .all<{ id: string; input_tokens: number; output_tokens: number }>();
    return results;
  });
  for (const row of keyed)
    byRef.set(row.id, { input: row.input_tokens, output: row.output_tokens });
  const byPayer = new Map<string, string[]>();
  for (const line of withRef) {
    if (keyOf(line) !== null || !line.user_id) continue;
    byPayer.set(line.user_id, [...(byPayer.get(line.user_id) ?? []), line.ref]);
  }
  for (const [payer, refs] of byPayer) {
    const chats = await chatsOf(env, payer);
    for (const table of ['messages', 'chat_summaries'] as const) {
      const rows = await inChunks(unique(refs.filter((ref) => !byRef.has(ref))), async (ids) => {
        const { results } = await chats
          .prepare(
            `SELECT id, COALESCE(input_tokens, 0) AS input_tokens,
                 COALESCE(output_tokens, 0) AS output_tokens
               FROM ${table} WHERE id IN (SELECT value FROM json_each(?1))`,
          )
          .bind(ids)
          .all<{ id: string; input_tokens: number; output_tokens: number }>();
        return results;
      });
      for (const row of rows) {
        byRef.set(row.id, { input: row.input_tokens, output: row.output_tokens });
      }
    }
  }
  const tokens = new Map<string, Tokens>();
  for (const line of withRef) {
    const found = byRef.get(line.ref);
    if (found) tokens.set(line.id, found);
  }
  return tokens;
}

const STUDIO_LABELS: Record<string, Record<Locale, string>> = {
  'studio:text': { en: 'Chat', ru: 'Чат' },
  'studio:image': { en: 'Image studio', ru: 'Студия изображений' },
  'studio:midjourney': { en: 'Midjourney studio', ru: 'Студия Midjourney' },
  'studio:transcription': { en: 'Transcription', ru: 'Расшифровка' },
  'studio:voice': { en: 'Reading aloud', ru: 'Чтение вслух' },
  'studio:knowledge': { en: 'Knowledge bases', ru: 'Базы знаний' },
  'studio:avatar': { en: 'Avatar studio', ru: 'Студия аватаров' },
  other: { en: 'Other', ru: 'Прочее' },
};

/** Which of these refs are avatar runs (D1's `avatar_runs`). */
async function avatarRunIds(db: D1Database, refs: (string | null)[]): Promise<Set<string>> {
  const rows = await inChunks(unique(refs), async (ids) => {
    const { results } = await db
      .prepare('SELECT id FROM avatar_runs WHERE id IN (SELECT value FROM json_each(?1))')
      .bind(ids)
      .all<{ id: string }>();
    return results;
  });
  return new Set(rows.map((row) => row.id));
}
const UNKNOWN: Record<Locale, string> = { en: 'Unknown', ru: 'Неизвестно' };

/**
 * The report: one row per group, biggest spending first (days in calendar order), and the total.
 * `payer` set (a member, not the owner) keeps that person's lines only.
 */
export async function spendingReport(
  env: ReportEnv,
  entityId: string,
  input: {
    period: { from: string; to: string };
    groupBy: SpendingGroup;
    payer: string | null;
    inObject: boolean;
    locale: Locale;
  },
): Promise<SpendingReport> {
  const { groupBy, locale } = input;
  const lines = await usageLines(env, entityId, input.period, input.payer, input.inObject);
  const found = await findUnnamed(env, lines);
  const foundOf = (line: LedgerLine): Found | undefined =>
    line.ref ? found.get(line.ref) : undefined;
  const apiKeyOf = (line: LedgerLine) => line.api_key_id ?? foundOf(line)?.keyId ?? null;
  const tokens = await tokensOf(env, lines, apiKeyOf);
  // Avatar runs name only their image model: their lines are found by the run's id (D1).
  const avatarRuns =
    groupBy === 'key'
      ? await avatarRunIds(
          env.DB,
          lines.filter((l) => !apiKeyOf(l) && !l.chat_mode).map((l) => l.ref),
        )
      : new Set<string>();

  const groupOf = (line: LedgerLine): string => {
    switch (groupBy) {
      case 'member':
        return line.user_id ?? '';
      case 'model':
        return modelOf(line, foundOf(line)) ?? 'other';
      case 'day':
        return moscowDay(Date.parse(line.created_at));
      case 'key':
        return apiKeyOf(line) ?? studioOf(line);
    }
  };
  /** Spending outside API keys by where it was made: a chat's mode, else the kind of work. */
  const studioOf = (line: LedgerLine): string => {
    const mode = line.chat_mode ?? foundOf(line)?.chatMode ?? null;
    if (mode) return `studio:${mode}`;
    const model = modelOf(line, foundOf(line));
    if (model?.startsWith('speech-to-text:')) return 'studio:transcription';
    if (model === 'text-to-speech') return 'studio:voice';
    if (model === 'embeddings') return 'studio:knowledge';
    if (line.ref && avatarRuns.has(line.ref)) return 'studio:avatar';
    return 'other';
  };

  const groups = new Map<string, SpendingRow>();
  let totalKopecks = 0;
  for (const line of lines) {
    const key = groupOf(line);
    const row = groups.get(key) ?? {
      key,
      label: key,
      kopecks: 0,
      inputTokens: 0,
      outputTokens: 0,
      count: 0,
    };
    const spent = -line.amount_kopecks;
    const used = tokens.get(line.id);
    row.kopecks += spent;
    row.inputTokens += used?.input ?? 0;
    row.outputTokens += used?.output ?? 0;
    row.count += 1;
    totalKopecks += spent;
    groups.set(key, row);
  }
  const rows = [...groups.values()];
  await label(env, rows, groupBy, locale);
  if (groupBy === 'day') rows.sort((a, b) => a.key.localeCompare(b.key));
  else rows.sort((a, b) => b.kopecks - a.kopecks || a.key.localeCompare(b.key));
  return { rows, totalKopecks };
}

/** Names the groups: a member's name, a model's title, an API key's name, a studio. */
async function label(env: ReportEnv, rows: SpendingRow[], groupBy: SpendingGroup, locale: Locale) {
  if (groupBy === 'day') return;
  if (groupBy === 'model') {
    const titles = new Map(servedModels(env as Env).map((m) => [m.id, m.title[locale]]));
    for (const row of rows) row.label = titles.get(row.key) ?? row.key;
    return;
  }
  const table = groupBy === 'member' ? 'users' : 'api_keys';
  const column = groupBy === 'member' ? "COALESCE(NULLIF(name, ''), email)" : 'name';
  const ids = rows.map((row) => row.key).filter((key) => key && !(key in STUDIO_LABELS));
  const names = await inChunks(ids, async (page) => {
    const { results } = await env.DB.prepare(
      `SELECT id, ${column} AS name FROM ${table} WHERE id IN (SELECT value FROM json_each(?1))`,
    )
      .bind(page)
      .all<{ id: string; name: string }>();
    return results;
  });
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  for (const row of rows) {
    row.label = STUDIO_LABELS[row.key]?.[locale] ?? nameOf.get(row.key) ?? UNKNOWN[locale];
  }
}

/** The report as CSV (UTF-8 with BOM, as the ledger's): one line per row, then the total. */
export function spendingCsv(report: SpendingReport, groupBy: SpendingGroup): string {
  const header = [groupBy, 'label', 'kopecks', 'rub', 'input_tokens', 'output_tokens', 'count'];
  const lines = report.rows.map((row) =>
    [
      csvCell(row.key),
      csvCell(row.label),
      String(row.kopecks),
      rubOf(row.kopecks),
      String(row.inputTokens),
      String(row.outputTokens),
      String(row.count),
    ].join(','),
  );
  const total = ['total', '', String(report.totalKopecks), rubOf(report.totalKopecks), '', '', ''];
  return `\uFEFF${[header.join(','), ...lines, total.join(',')].join('\r\n')}\r\n`;
}
