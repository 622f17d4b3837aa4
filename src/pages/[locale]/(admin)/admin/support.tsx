import { adminTexts } from '../../../../components/admin/admin-texts';
import { SupportPanel } from '../../../../components/admin/support-panel';
import { Screen } from '../../../../components/layout/screen';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function SupportAdminPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="admin-support" title={m.admin_support_title}>
      <SupportPanel locale={locale} texts={adminTexts(locale)} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
