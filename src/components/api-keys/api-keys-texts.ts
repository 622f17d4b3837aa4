import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the API keys island, given as a prop (islands carry no paraglide). */
export function apiKeysTexts(locale: Locale) {
  const o = { locale };
  return {
    loading: m.apikeys_loading({}, o),
    loadFailed: m.apikeys_load_failed({}, o),
    retry: m.misc_retry({}, o),
    createTitle: m.apikeys_create_title({}, o),
    name: m.apikeys_name({}, o),
    nameHint: m.apikeys_name_hint({}, o),
    cap: m.apikeys_cap({}, o),
    capHint: m.apikeys_cap_hint({}, o),
    capInvalid: m.apikeys_cap_invalid({}, o),
    create: m.apikeys_create({}, o),
    created: m.apikeys_created({}, o),
    copy: m.apikeys_copy({}, o),
    copied: m.apikeys_copied({}, o),
    done: m.apikeys_done({}, o),
    listTitle: m.apikeys_list_title({}, o),
    none: m.apikeys_none({}, o),
    colName: m.apikeys_col_name({}, o),
    colKey: m.apikeys_col_key({}, o),
    colCreated: m.apikeys_col_created({}, o),
    colUsed: m.apikeys_col_used({}, o),
    colSpent: m.apikeys_col_spent({}, o),
    never: m.apikeys_never({}, o),
    monthOfCap: m.apikeys_month_of_cap({ spent: '{spent}', cap: '{cap}' }, o),
    revoke: m.apikeys_revoke({}, o),
    revokeLabel: m.apikeys_revoke_label({ name: '{name}' }, o),
    revokeTitle: m.apikeys_revoke_title({ name: '{name}' }, o),
    cancel: m.apikeys_cancel({}, o),
    revoked: m.apikeys_revoked({}, o),
    failed: m.apikeys_failed({}, o),
    secondFactor: m.tfa_code_or_recovery({}, o),
    passkeyInstead: m.passkey_instead({}, o),
  };
}

export type ApiKeysTexts = ReturnType<typeof apiKeysTexts>;

/** A key as the cabinet lists it (`GET /v1/api-keys`); the key itself never comes back. */
export type ApiKey = {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  spentKopecks: number;
  monthSpentKopecks: number;
  monthlyCapKopecks: number | null;
};
