import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function ResetPasswordSuccessPage() {
  return <Screen name="reset-password-success" title={m.auth_reset_success_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
