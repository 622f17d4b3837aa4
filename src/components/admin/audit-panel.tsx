'use client';

import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { formatDateTime } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { useHydrated } from '../../lib/use-hydrated';
import type { AuditEntry } from './admin-api';
import type { AdminTexts } from './admin-texts';

const PAGE = 50;

type Load =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; entries: AuditEntry[]; more: boolean };

/** Every operator action, newest first: who, what, on what, when and its details. */
export function AuditPanel({ locale, texts }: { locale: string; texts: AdminTexts }) {
  const dates = useAccountDates();
  const hydrated = useHydrated();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchPage = useCallback(async (offset: number, before: AuditEntry[]) => {
    const result = await callApi<{ entries: AuditEntry[] }>(
      `/v1/admin/audit?limit=${PAGE}&offset=${offset}`,
    );
    if (result.ok) {
      const entries = [...before, ...result.data.entries];
      setLoad({ status: 'ready', entries, more: result.data.entries.length === PAGE });
    } else if (!result.aborted) setLoad({ status: 'failed' });
  }, []);
  useEffect(() => {
    void fetchPage(0, []);
  }, [fetchPage]);
  return (
    <div className="admin-page" data-testid="admin-audit" data-hydrated={hydrated}>
      {load.status === 'loading' && <p className="muted">{texts.loading}</p>}
      {load.status === 'failed' && <p role="alert">{texts.loadFailed}</p>}
      {load.status === 'ready' && load.entries.length === 0 && (
        <p className="muted">{texts.auditEmpty}</p>
      )}
      {load.status === 'ready' && load.entries.length > 0 && (
        <div className="admin-table-wrap">
          <table className="data-table" data-testid="admin-audit-list">
            <thead>
              <tr>
                <th scope="col">{texts.colWhen}</th>
                <th scope="col">{texts.colOperator}</th>
                <th scope="col">{texts.colAction}</th>
                <th scope="col">{texts.colTarget}</th>
                <th scope="col">{texts.colDetails}</th>
              </tr>
            </thead>
            <tbody>
              {load.entries.map((entry) => (
                <tr key={entry.id} data-testid="admin-audit-row" data-action={entry.action}>
                  <td>{formatDateTime(entry.createdAt, locale, dates)}</td>
                  <td>{entry.operator}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    <code>{entry.target}</code>
                  </td>
                  <td className="admin-details">
                    {Object.entries(entry.details)
                      .map(
                        ([key, value]) =>
                          `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
                      )
                      .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {load.status === 'ready' && load.more && (
        <button
          type="button"
          className="button"
          onClick={() => void fetchPage(load.entries.length, load.entries)}
        >
          {texts.more}
        </button>
      )}
    </div>
  );
}
