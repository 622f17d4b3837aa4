import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function EnterResetPasswordCodePage() {
  return <Screen name="enter-reset-password-code" title={m.auth_enter_code_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
