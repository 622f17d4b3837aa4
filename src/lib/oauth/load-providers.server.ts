import { upstreamJson } from '../upstream.server';
import { isOAuthProvider, type OAuthProvider } from './providers';

/**
 * The sign-in providers that are on (`GET /v1/auth/oauth/providers`); none when the api cannot
 * say, so the sign-in page still offers the password form.
 */
export async function loadOAuthProviders(): Promise<OAuthProvider[]> {
  try {
    const { providers } = await upstreamJson<{ providers: unknown[] }>('/v1/auth/oauth/providers');
    return providers.filter(isOAuthProvider);
  } catch (error) {
    console.error('sign-in providers failed', error);
    return [];
  }
}
