import { adminTexts } from '../../../../components/admin/admin-texts';
import { AuditPanel } from '../../../../components/admin/audit-panel';
import { Screen } from '../../../../components/layout/screen';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function AuditAdminPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="admin-audit" title={m.admin_audit_title}>
      <AuditPanel locale={locale} texts={adminTexts(locale)} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
