'use client';

import { formatNumber, formatRub, formatShortDay } from '../../lib/format';
import { usageName } from '../balance/usage-name';
import type { AdminStats } from './admin-api';
import type { AdminTexts } from './admin-texts';
import type { LedgerWords } from './team-ledger';

type Props = { stats: AdminStats; locale: string; texts: AdminTexts; ledgerWords: LedgerWords };

/** The period's numbers as tables: by day, by model, and the teams that spent most. */
export function StatsTables({ stats, locale, texts, ledgerWords }: Props) {
  return (
    <>
      <section className="admin-section">
        <h2>{texts.statsByDay}</h2>
        <div className="admin-table-wrap">
          <table className="data-table" data-testid="admin-stats-days">
            <thead>
              <tr>
                <th scope="col">{texts.colDay}</th>
                <th scope="col">{texts.statsRevenue}</th>
                <th scope="col">{texts.statsSpend}</th>
                <th scope="col">{texts.statsActive}</th>
              </tr>
            </thead>
            <tbody>
              {stats.days.map((d) => (
                <tr key={d.day}>
                  <td>{formatShortDay(d.day, locale)}</td>
                  <td className="data-table-number">{formatRub(d.revenueKopecks, locale)}</td>
                  <td className="data-table-number">{formatRub(d.spendKopecks, locale)}</td>
                  <td className="data-table-number">{formatNumber(d.activeUsers, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="admin-section">
        <h2>{texts.statsByModel}</h2>
        <table className="data-table" data-testid="admin-stats-models">
          <thead>
            <tr>
              <th scope="col">{texts.colModel}</th>
              <th scope="col">{texts.statsSpend}</th>
            </tr>
          </thead>
          <tbody>
            {stats.spendByModel.map((row) => (
              <tr key={row.model}>
                <td>{usageName(row.model, ledgerWords.modelNames, ledgerWords.texts)}</td>
                <td className="data-table-number">{formatRub(row.spendKopecks, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="admin-section">
        <h2>{texts.statsTop}</h2>
        <table className="data-table" data-testid="admin-stats-top">
          <thead>
            <tr>
              <th scope="col">{texts.colTeam}</th>
              <th scope="col">{texts.statsSpend}</th>
            </tr>
          </thead>
          <tbody>
            {stats.topSpenders.map((row) => (
              <tr key={row.entityId}>
                <td>{row.name}</td>
                <td className="data-table-number">{formatRub(row.spendKopecks, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
