'use client';

import { fill, formatDateTime, formatMonth, formatRub, type ModelNames } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { Select } from '../ui/select';
import { LEDGER_KINDS, type LedgerKind, type LedgerPage, type LedgerRow } from './balance-api';
import type { LedgerFilter } from './balance-panel';
import type { BalanceTexts } from './balance-texts';
import { creditNote, usageName } from './usage-name';

type Props = {
  ledger: LedgerPage;
  filter: LedgerFilter;
  take: number;
  onFilter: (next: LedgerFilter) => void;
  locale: string;
  texts: BalanceTexts;
  modelNames: ModelNames;
};

/** The last twelve months as `YYYY-MM`, newest first, plus `chosen` if it is older. */
function recentMonths(chosen: string) {
  const now = new Date();
  const months = Array.from({ length: 12 }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
  return chosen && !months.includes(chosen) ? [...months, chosen] : months;
}

/** Where a chat opens: text chats at /chat/{id}, image and Midjourney chats in their studios. */
function chatPath(locale: string, row: LedgerRow) {
  const studio =
    row.chatMode === 'image' || row.chatMode === 'midjourney' ? `${row.chatMode}/` : '';
  return `/${locale}/chat/${studio}${row.chatId}`;
}

function Details({
  row,
  locale,
  texts,
  modelNames,
}: Omit<Props, 'ledger' | 'filter' | 'take' | 'onFilter'> & { row: LedgerRow }) {
  if (row.kind === 'usage') {
    return (
      <>
        {row.model ? usageName(row.model, modelNames, texts) : ''}
        {row.apiKeyName ? ` · ${fill(texts.ledgerApiKey, { name: row.apiKeyName })}` : ''}
        {row.chatId && (
          <>
            {' · '}
            <a href={chatPath(locale, row)}>{texts.ledgerOpenChat}</a>
          </>
        )}
        {row.userName ? ` · ${row.userName}` : ''}
      </>
    );
  }
  return <>{[creditNote(row, texts), row.userName].filter(Boolean).join(' · ')}</>;
}

/** The ledger: kind and month filters, CSV download, a page of rows and paging. */
export function LedgerTable({ ledger, filter, take, onFilter, locale, texts, modelNames }: Props) {
  const dates = useAccountDates();
  const pages = Math.max(1, Math.ceil(ledger.total / take));
  const csv = new URLSearchParams();
  if (filter.kind) csv.set('kind', filter.kind);
  if (filter.month) csv.set('month', filter.month);
  return (
    <section className="balance-section" aria-labelledby="balance-ledger">
      <h2 id="balance-ledger">{texts.ledgerTitle}</h2>
      <div className="balance-filters">
        <label>
          {texts.ledgerKind}
          <Select
            className="input"
            value={filter.kind}
            onChange={(e) => onFilter({ ...filter, kind: e.target.value as LedgerKind, page: 1 })}
            data-testid="ledger-kind"
          >
            <option value="">{texts.ledgerAll}</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {texts.kinds[kind]}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {texts.ledgerMonth}
          <Select
            className="input"
            value={filter.month}
            onChange={(e) => onFilter({ ...filter, month: e.target.value, page: 1 })}
            data-testid="ledger-month"
          >
            <option value="">{texts.ledgerAllMonths}</option>
            {recentMonths(filter.month).map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, locale)}
              </option>
            ))}
          </Select>
        </label>
        <a className="button" href={`/api/v1/entity/ledger.csv?${csv}`} download>
          {texts.ledgerCsv}
        </a>
      </div>
      <p className="muted">
        {fill(texts.ledgerTotals, {
          credit: formatRub(ledger.totals.creditKopecks, locale),
          debit: formatRub(ledger.totals.debitKopecks, locale),
        })}
      </p>
      {ledger.items.length === 0 ? (
        <p className="muted">{texts.ledgerEmpty}</p>
      ) : (
        <table className="balance-table ledger-table" data-testid="ledger-table">
          <thead>
            <tr>
              <th scope="col">{texts.ledgerDate}</th>
              <th scope="col">{texts.ledgerKind}</th>
              <th scope="col">{texts.ledgerAmount}</th>
              <th scope="col">{texts.ledgerDetails}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.items.map((row) => (
              <tr key={row.id} data-testid="ledger-row" data-kind={row.kind}>
                <td>{formatDateTime(row.createdAt, locale, dates)}</td>
                <td>{texts.kinds[row.kind]}</td>
                <td className={row.amountKopecks < 0 ? 'balance-debit' : 'balance-credit'}>
                  {formatRub(row.amountKopecks, locale)}
                </td>
                <td>
                  <Details row={row} locale={locale} texts={texts} modelNames={modelNames} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="balance-paging" aria-label={texts.ledgerTitle}>
          <button
            type="button"
            className="button"
            disabled={filter.page <= 1}
            onClick={() => onFilter({ ...filter, page: filter.page - 1 })}
          >
            {texts.ledgerPrev}
          </button>
          <span>{fill(texts.ledgerPage, { page: filter.page, pages })}</span>
          <button
            type="button"
            className="button"
            disabled={filter.page >= pages}
            onClick={() => onFilter({ ...filter, page: filter.page + 1 })}
          >
            {texts.ledgerNext}
          </button>
        </nav>
      )}
    </section>
  );
}
