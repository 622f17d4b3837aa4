import { NewPasswordForm } from '../../../components/auth/reset-forms';
import { Screen } from '../../../components/layout/screen';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function ResetCodeSuccessPage() {
  return (
    <Screen name="reset-password-code-success" title={m.auth_code_success_title}>
      <NewPasswordForm locale={getRequestContext().locale} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
