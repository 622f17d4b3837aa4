import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function LoginPage() {
  return <Screen name="login" title={m.auth_login_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
