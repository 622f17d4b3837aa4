import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function RegistrationPage() {
  return <Screen name="registration" title={m.auth_registration_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
