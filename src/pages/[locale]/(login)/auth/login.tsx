import { LoginForm } from '../../../../components/auth/login-form';
import { Screen } from '../../../../components/layout/screen';
import { SignInProviders } from '../../../../components/oauth/sign-in-providers';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function LoginPage({ query }: { query?: string }) {
  const { locale } = getRequestContext();
  const redirect = new URLSearchParams(query ?? '').get('redirect');
  return (
    <Screen name="login" title={m.auth_login_title}>
      <LoginForm locale={locale} redirect={redirect} />
      <SignInProviders locale={locale} redirect={redirect} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
