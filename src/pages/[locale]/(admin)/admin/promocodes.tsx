import { adminTexts } from '../../../../components/admin/admin-texts';
import { PromoPanel } from '../../../../components/admin/promo-panel';
import { Screen } from '../../../../components/layout/screen';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function PromoAdminPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="admin-promo" title={m.admin_promo_title}>
      <PromoPanel locale={locale} texts={adminTexts(locale)} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
