import { EnterCodeForm } from '../../../components/auth/reset-forms';
import { Screen } from '../../../components/layout/screen';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function EnterResetCodePage() {
  return (
    <Screen name="enter-reset-password-code" title={m.auth_enter_code_title}>
      <EnterCodeForm locale={getRequestContext().locale} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
