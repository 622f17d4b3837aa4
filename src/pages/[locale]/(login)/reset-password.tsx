import { ResetRequestForm } from '../../../components/auth/reset-forms';
import { Screen } from '../../../components/layout/screen';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function ResetPasswordPage() {
  return (
    <Screen name="reset-password" title={m.auth_reset_password_title}>
      <ResetRequestForm locale={getRequestContext().locale} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
