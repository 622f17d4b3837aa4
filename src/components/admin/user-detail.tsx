'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { callApi } from '../../lib/call-api';
import { fill, formatRub } from '../../lib/format';
import { ActionsModal } from '../ui/actions-modal';
import { AdjustmentForm } from './adjustment-form';
import type { AdminLedgerRow, AdminTeam, AdminUser } from './admin-api';
import type { AdminTexts } from './admin-texts';
import { type LedgerWords, TeamLedger } from './team-ledger';

type Detail = { user: AdminUser; team: AdminTeam; ledger: AdminLedgerRow[] };
type Action = 'block' | 'unblock' | 'sign-out';

type Props = {
  userId: string;
  locale: string;
  texts: AdminTexts;
  ledgerWords: LedgerWords;
  onChanged: () => void;
};

/** One user: their team and balance, block / unblock / sign out (confirmed), adjust, the ledger. */
export function UserDetail({ userId, locale, texts, ledgerWords, onChanged }: Props) {
  const titleId = useId();
  const [detail, setDetail] = useState<Detail | 'failed'>();
  const [confirming, setConfirming] = useState<Action>();
  const [status, setStatus] = useState('');
  const load = useCallback(async () => {
    const user = await callApi<{ user: AdminUser }>(
      `/v1/admin/users/${encodeURIComponent(userId)}`,
    );
    if (!user.ok) return setDetail('failed');
    const teamId = encodeURIComponent(user.data.user.team.id);
    const team = await callApi<{ team: AdminTeam; ledger: AdminLedgerRow[] }>(
      `/v1/admin/entities/${teamId}`,
    );
    if (!team.ok) return setDetail('failed');
    setDetail({ user: user.data.user, ...team.data });
  }, [userId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (detail === undefined) return <p className="muted">{texts.loading}</p>;
  if (detail === 'failed') return <p role="alert">{texts.loadFailed}</p>;
  const { user, team, ledger } = detail;
  const run = async (action: Action) => {
    setConfirming(undefined);
    const result = await callApi(
      `/v1/admin/users/${encodeURIComponent(user.id)}/${action}`,
      'POST',
    );
    setStatus(result.ok ? texts.done : (result.message ?? texts.failed));
    await load();
    onChanged();
  };
  const titles: Record<Action, string> = {
    block: fill(texts.blockTitle, { email: user.email }),
    unblock: fill(texts.unblockTitle, { email: user.email }),
    'sign-out': fill(texts.signOutTitle, { email: user.email }),
  };
  const labels: Record<Action, string> = {
    block: texts.block,
    unblock: texts.unblock,
    'sign-out': texts.signOut,
  };
  return (
    <section className="admin-detail" aria-labelledby={titleId} data-testid="admin-user-detail">
      <h2 id={titleId}>
        {user.email} · {team.name}
      </h2>
      <p>
        {texts.colBalance}:{' '}
        <strong data-testid="admin-team-balance">{formatRub(team.balanceKopecks, locale)}</strong>
        {' · '}
        {user.blockedAt ? texts.blocked : texts.active}
      </p>
      <p className="muted">
        {texts.members}: {team.members.map((member) => member.email).join(', ')}
      </p>
      <div className="admin-actions">
        {(['sign-out', user.blockedAt ? 'unblock' : 'block'] as const).map((action) => (
          <button
            key={action}
            type="button"
            className="button button-small"
            onClick={() => setConfirming(action)}
            data-testid={`admin-user-${action}`}
          >
            {labels[action]}
          </button>
        ))}
      </div>
      <p role="status" className="muted" data-testid="admin-user-status">
        {status}
      </p>
      <AdjustmentForm
        team={team}
        locale={locale}
        texts={texts}
        onApplied={async (message) => {
          setStatus(message);
          await load();
          onChanged();
        }}
      />
      <TeamLedger rows={ledger} locale={locale} texts={texts} ledger={ledgerWords} />
      <ActionsModal
        open={Boolean(confirming)}
        title={confirming ? titles[confirming] : ''}
        closeLabel={texts.cancel}
        testId="admin-user-confirm"
        onClose={() => setConfirming(undefined)}
        actions={[
          {
            id: 'confirm',
            label: confirming ? labels[confirming] : '',
            danger: confirming === 'block',
            onSelect: () => {
              if (confirming) void run(confirming);
            },
          },
          { id: 'cancel', label: texts.cancel, onSelect: () => setConfirming(undefined) },
        ]}
      />
    </section>
  );
}
