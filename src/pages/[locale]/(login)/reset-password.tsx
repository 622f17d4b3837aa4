import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function ResetPasswordPage() {
  return <Screen name="reset-password" title={m.auth_reset_password_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
