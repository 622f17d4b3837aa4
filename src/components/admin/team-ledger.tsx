'use client';

import { useId } from 'react';
import { formatDateTime, formatRub } from '../../lib/format';
import type { AdminLedgerRow } from './admin-api';
import type { AdminTexts } from './admin-texts';

/** A team's ledger as the console shows it: an adjustment with its reason and operator. */
export function TeamLedger({
  rows,
  locale,
  texts,
}: {
  rows: AdminLedgerRow[];
  locale: string;
  texts: AdminTexts;
}) {
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
                  <td>{formatDateTime(row.createdAt, locale)}</td>
                  <td>{texts.kinds[row.kind] ?? row.kind}</td>
                  <td className="data-table-number">{formatRub(row.amountKopecks, locale)}</td>
                  <td>
                    {row.reason ?? row.ref ?? ''}
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
