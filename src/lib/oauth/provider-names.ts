import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';
import type { OAuthProvider } from './providers';

/** The providers' names as people know them in `locale` (Яндекс ID in Russian). */
export function providerNames(locale: Locale): Record<OAuthProvider, string> {
  const o = { locale };
  return {
    yandex: m.oauth_provider_yandex({}, o),
    vk: m.oauth_provider_vk({}, o),
    google: m.oauth_provider_google({}, o),
  };
}
