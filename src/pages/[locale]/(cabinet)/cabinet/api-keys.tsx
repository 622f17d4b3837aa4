import '../../../../components/auth/auth.css';
import '../../../../components/api-keys/api-keys.css';
import { ApiKeysDocs } from '../../../../components/api-keys/api-keys-docs';
import { ApiKeysPanel } from '../../../../components/api-keys/api-keys-panel';
import { apiKeysTexts } from '../../../../components/api-keys/api-keys-texts';
import { Screen } from '../../../../components/layout/screen';
import { getPublicConfig } from '../../../../lib/public-config.server';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

export default async function ApiKeysPage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="api-keys" title={m.apikeys_title}>
      <p className="muted">{m.apikeys_intro({}, { locale })}</p>
      <ApiKeysPanel locale={locale} texts={apiKeysTexts(locale)} />
      <ApiKeysDocs locale={locale} apiUrl={getPublicConfig().apiUrl} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
