'use client';

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { formatDateTime, formatRub } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import { useHydrated } from '../../lib/use-hydrated';
import { SearchField } from '../ui/search-field';
import type { AdminUser } from './admin-api';
import type { AdminTexts } from './admin-texts';
import type { LedgerWords } from './team-ledger';
import { UserDetail } from './user-detail';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; users: AdminUser[] };

/** Users and teams: search by email, name or id; open one for its team, ledger and actions. */
export function UsersPanel({
  locale,
  texts,
  ledgerWords,
}: {
  locale: string;
  texts: AdminTexts;
  ledgerWords: LedgerWords;
}) {
  const dates = useAccountDates();
  const hydrated = useHydrated();
  const id = useId();
  const [query, setQuery] = useState('');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [openId, setOpenId] = useState<string>();
  // One search at a time: a new one stops the last, whose late answer would replace its results.
  const running = useRef<AbortController>(undefined);
  const search = useCallback(async (text: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLoad({ status: 'loading' });
    const result = await callApi<{ users: AdminUser[] }>(
      `/v1/admin/users?query=${encodeURIComponent(text)}`,
      'GET',
      undefined,
      controller.signal,
    );
    if (result.ok) setLoad({ status: 'ready', users: result.data.users });
    else if (!result.aborted) setLoad({ status: 'failed' });
  }, []);
  useEffect(() => {
    void search('');
  }, [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpenId(undefined);
    void search(query);
  };
  return (
    <div className="admin-page" data-testid="admin-users" data-hydrated={hydrated}>
      <form className="admin-form" onSubmit={submit} aria-label={texts.search}>
        <div className="field">
          <label htmlFor={`${id}-query`}>{texts.searchLabel}</label>
          <SearchField
            id={`${id}-query`}
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
            data-testid="admin-user-query"
          />
        </div>
        <button type="submit" className="button button-primary" data-testid="admin-user-search">
          {texts.search}
        </button>
      </form>
      {load.status === 'loading' && (
        <p className="muted" role="status">
          {texts.loading}
        </p>
      )}
      {load.status === 'failed' && <p role="alert">{texts.loadFailed}</p>}
      {load.status === 'ready' && load.users.length === 0 && (
        <p className="muted" data-testid="admin-users-empty">
          {texts.noneFound}
        </p>
      )}
      {load.status === 'ready' && load.users.length > 0 && (
        <div className="admin-table-wrap">
          <table className="data-table" data-testid="admin-users-list">
            <thead>
              <tr>
                <th scope="col">{texts.colUser}</th>
                <th scope="col">{texts.colTeam}</th>
                <th scope="col">{texts.colBalance}</th>
                <th scope="col">{texts.colCreated}</th>
                <th scope="col">{texts.colLastSeen}</th>
                <th scope="col">{texts.colStatus}</th>
                <th scope="col">
                  <span className="visually-hidden">{texts.open}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.users.map((user) => (
                <tr key={user.id} data-testid="admin-user-row">
                  <td>
                    <span className="admin-strong data-table-code">{user.email}</span>
                    {user.name && <span className="admin-sub">{user.name}</span>}
                  </td>
                  <td>{user.team.name}</td>
                  <td className="data-table-number">
                    {formatRub(user.team.balanceKopecks, locale)}
                  </td>
                  <td>{formatDateTime(user.createdAt, locale, dates)}</td>
                  <td>
                    {user.lastSeenAt ? formatDateTime(user.lastSeenAt, locale, dates) : texts.never}
                  </td>
                  <td>{user.blockedAt ? texts.blocked : texts.active}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      aria-expanded={openId === user.id}
                      onClick={() => setOpenId(openId === user.id ? undefined : user.id)}
                      data-testid="admin-user-open"
                    >
                      {openId === user.id ? texts.close : texts.open}
                      <span className="visually-hidden"> {user.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {openId && (
        <UserDetail
          key={openId}
          userId={openId}
          locale={locale}
          texts={texts}
          ledgerWords={ledgerWords}
          onChanged={() => void search(query)}
        />
      )}
    </div>
  );
}
