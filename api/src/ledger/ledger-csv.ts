import { rubOf } from '../entity/entity-store';
import type { LedgerRating } from '../ratings/ledger-ratings';
import type { LedgerRow } from './ledger-store';
import { MOSCOW_OFFSET_MS } from './moscow-time';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A text starting with = + - @ (a spreadsheet formula) is prefixed with an apostrophe.
 */
export function csvCell(value: string, isText = true): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A moment as Moscow local time `YYYY-MM-DD HH:MM:SS`. */
function moscowTime(iso: string): string {
  return new Date(Date.parse(iso) + MOSCOW_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The ledger as CSV with a UTF-8 byte order mark, so Excel reads Cyrillic names right. With
 * `ratings` (the team owner's export) each answer row also says how it was rated
 * (docs/decisions/104-answer-ratings.md).
 */
export function ledgerCsv(rows: LedgerRow[], ratings?: Map<string, LedgerRating> | null): string {
  const header = ['date_msk', 'kind', 'amount_rub', 'model', 'chat_id', 'user', 'ref'];
  if (ratings) header.push('rating', 'rating_reason', 'rating_comment');
  const lines = rows.map((row) => {
    const rating = ratings?.get(row.id);
    const rated = ratings
      ? [rating?.rating ?? '', rating?.reason ?? '', csvCell(rating?.comment ?? '')]
      : [];
    return [
      moscowTime(row.createdAt),
      row.kind,
      csvCell(rubOf(row.amountKopecks), false),
      csvCell(row.model ?? ''),
      csvCell(row.chatId ?? ''),
      csvCell(row.userName ?? ''),
      csvCell(row.ref ?? ''),
      ...rated,
    ].join(',');
  });
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
