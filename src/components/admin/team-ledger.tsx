'use client';

import { useId } from 'react';
import { fill, formatDateTime, formatRub, type ModelNames } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import type { BalanceTexts } from '../balance/balance-texts';
import { creditNote, usageName } from '../balance/usage-name';
import type { AdminLedgerRow } from './admin-api';
import type { AdminTexts } from './admin-texts';

/** How the cabinet's ledger names models and credits, reused so both read the same. */
export type LedgerWords = { texts: BalanceTexts; modelNames: ModelNames };

/** A row's details in words: model and key, a reason, or what a credit was for; never an id. */
function details(row: AdminLedgerRow, { texts, modelNames }: LedgerWords) {
  if (row.kind === 'usage') {
    const model = row.model ? usageName(row.model, modelNames, texts) : '';
    const key = row.apiKeyName ? fill(texts.ledgerApiKey, { name: row.apiKeyName }) : '';
    return [model, key, row.userEmail].filter(Boolean).join(' · ');
  }
  return [creditNote(row, texts), row.userEmail].filter(Boolean).join(' · ');
}

/** A team's ledger as the console shows it: an adjustment with its reason and operator. */
export function TeamLedger({
  rows,
  locale,
  texts,
  ledger,
}: {
  rows: AdminLedgerRow[];
  locale: string;
  texts: AdminTexts;
  ledger: LedgerWords;
}) {
  const dates = useAccountDates();
  const id = useId();
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h3 id={id}>{texts.ledger}</h3>
      {rows.length === 0 ? (
        <p className="muted">{texts.ledgerEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="data-table" data-testid="admin-ledger">
            <thead>
              <tr>
                <th scope="col">{texts.colWhen}</th>
                <th scope="col">{texts.colKind}</th>
                <th scope="col">{texts.colAmount}</th>
                <th scope="col">{texts.colDetails}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="admin-ledger-row" data-kind={row.kind}>
                  <td>{formatDateTime(row.createdAt, locale, dates)}</td>
                  <td>{texts.kinds[row.kind] ?? row.kind}</td>
                  <td className="data-table-number">{formatRub(row.amountKopecks, locale)}</td>
                  <td>
                    {details(row, ledger)}
                    {row.operator && <span className="admin-sub">{row.operator}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
