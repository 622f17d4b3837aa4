'use client';

import { fill, formatDateTime, formatRub } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import type { ApiKey, ApiKeysTexts } from './api-keys-texts';

type Props = {
  keys: ApiKey[];
  locale: string;
  texts: ApiKeysTexts;
  onRevoke: (key: ApiKey) => void;
};

/** The live keys: name, first characters, created, last used, spent (and the month's cap). */
export function KeyList({ keys, locale, texts, onRevoke }: Props) {
  const dates = useAccountDates();
  if (keys.length === 0) {
    return (
      <p className="muted" data-testid="api-keys-empty">
        {texts.none}
      </p>
    );
  }
  return (
    <table className="api-keys-table" data-testid="api-keys-list">
      <thead>
        <tr>
          <th scope="col">{texts.colName}</th>
          <th scope="col">{texts.colKey}</th>
          <th scope="col">{texts.colCreated}</th>
          <th scope="col">{texts.colUsed}</th>
          <th scope="col">{texts.colSpent}</th>
          <th scope="col">
            <span className="visually-hidden">{texts.revoke}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id} data-testid="api-key-row">
            <td data-testid="api-key-row-name">{key.name}</td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{formatDateTime(key.createdAt, locale, dates)}</td>
            <td data-testid="api-key-row-used">
              {key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale, dates) : texts.never}
            </td>
            <td data-testid="api-key-row-spent">
              {formatRub(key.spentKopecks, locale)}
              {key.monthlyCapKopecks !== null && (
                <span className="api-keys-cap">
                  {fill(texts.monthOfCap, {
                    spent: formatRub(key.monthSpentKopecks, locale),
                    cap: formatRub(key.monthlyCapKopecks, locale),
                  })}
                </span>
              )}
            </td>
            <td>
              <button
                type="button"
                className="button button-small"
                aria-label={fill(texts.revokeLabel, { name: key.name })}
                onClick={() => onRevoke(key)}
                data-testid="api-key-revoke"
              >
                {texts.revoke}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
