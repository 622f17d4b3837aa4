import { RegistrationForm } from '../../../components/auth/registration-form';
import { RegistrationTerms } from '../../../components/auth/registration-terms';
import { Screen } from '../../../components/layout/screen';
import { SignInProviders } from '../../../components/oauth/sign-in-providers';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

export default async function RegistrationPage({ query }: { query?: string }) {
  const promo = new URLSearchParams(query ?? '').get('promo')?.trim().slice(0, 64) || undefined;
  return (
    <Screen name="registration" title={m.auth_registration_title}>
      <RegistrationForm locale={getRequestContext().locale} promo={promo} />
      <SignInProviders locale={getRequestContext().locale} />
      <RegistrationTerms locale={getRequestContext().locale} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
