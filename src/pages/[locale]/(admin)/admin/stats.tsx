import { adminTexts } from '../../../../components/admin/admin-texts';
import { loadLedgerWords } from '../../../../components/admin/ledger-words.server';
import { StatsPanel } from '../../../../components/admin/stats-panel';
import { Screen } from '../../../../components/layout/screen';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function StatsAdminPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="admin-stats" title={m.admin_stats_title}>
      <StatsPanel
        locale={locale}
        texts={adminTexts(locale)}
        ledgerWords={await loadLedgerWords(locale)}
      />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
