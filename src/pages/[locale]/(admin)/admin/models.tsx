import { adminTexts } from '../../../../components/admin/admin-texts';
import { ModelsPanel } from '../../../../components/admin/models-panel';
import { Screen } from '../../../../components/layout/screen';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function ModelsAdminPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="admin-models" title={m.admin_models_title}>
      <ModelsPanel locale={locale} texts={adminTexts(locale)} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
