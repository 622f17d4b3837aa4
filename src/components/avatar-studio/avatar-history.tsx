'use client';

import { useLocale } from '../../i18n/locale-context';
import { formatDateTime, formatRub } from '../../lib/format';
import { useAccountDates } from '../../lib/format/account-dates';
import * as m from '../../paraglide/messages.js';
import type { AvatarRun } from './avatar-api';
import { AvatarGallery } from './avatar-gallery';
import { styleLabel } from './style-labels';

/** My earlier runs, newest first: when, which style, what it cost, and their avatars. */
export function AvatarHistory({ runs, empty }: { runs: AvatarRun[] | undefined; empty: boolean }) {
  const dates = useAccountDates();
  const locale = useLocale();
  const t = { locale };
  return (
    <section aria-labelledby="avatar-history-title" data-testid="avatar-history">
      <h2 id="avatar-history-title" className="avatar-heading">
        {m.avatar_studio_history({}, t)}
      </h2>
      {empty && runs !== undefined && (
        <p className="muted" data-testid="avatar-history-empty">
          {m.avatar_studio_history_empty({}, t)}
        </p>
      )}
      <ul className="avatar-runs">
        {(runs ?? []).map((run) => (
          <li key={run.id} className="avatar-run" data-testid="avatar-run">
            <p className="muted">
              {formatDateTime(run.createdAt, locale, dates)} · {styleLabel(run.style, locale)}
              {run.cost ? ` · ${formatRub(run.cost, locale)}` : ''}
            </p>
            {run.status === 'error' ? (
              <p className="muted">{m.avatar_studio_run_failed({}, t)}</p>
            ) : (
              <AvatarGallery run={run} testId="avatar-run-images" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
