import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function ResetPasswordCodeSuccessPage() {
  return <Screen name="reset-password-code-success" title={m.auth_code_success_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
