import { TwoFactorForm } from '../../../../components/auth/two-factor-form';
import { Screen } from '../../../../components/layout/screen';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function TwoFactorPage() {
  return (
    <Screen name="two-factor" title={m.auth_two_factor_title}>
      <TwoFactorForm locale={getRequestContext().locale} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
