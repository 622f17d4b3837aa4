import { ResetDone } from '../../../components/auth/reset-forms';
import { Screen } from '../../../components/layout/screen';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function ResetPasswordSuccessPage() {
  return (
    <Screen name="reset-password-success" title={m.auth_reset_success_title}>
      <ResetDone locale={getRequestContext().locale} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
