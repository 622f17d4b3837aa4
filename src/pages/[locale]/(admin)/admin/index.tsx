import { adminTexts } from '../../../../components/admin/admin-texts';
import { loadLedgerWords } from '../../../../components/admin/ledger-words.server';
import { UsersPanel } from '../../../../components/admin/users-panel';
import { Screen } from '../../../../components/layout/screen';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function UsersAdminPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="admin-users" title={m.admin_users_title}>
      <UsersPanel
        locale={locale}
        texts={adminTexts(locale)}
        ledgerWords={await loadLedgerWords(locale)}
      />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
