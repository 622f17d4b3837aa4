import { RegistrationForm } from '../../../components/auth/registration-form';
import { Screen } from '../../../components/layout/screen';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function RegistrationPage() {
  return (
    <Screen name="registration" title={m.auth_registration_title}>
      <RegistrationForm locale={getRequestContext().locale} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
