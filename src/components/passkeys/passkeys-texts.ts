import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the profile's passkeys island, given as a prop. */
export function passkeysTexts(locale: Locale) {
  const o = { locale };
  return {
    title: m.passkey_title({}, o),
    intro: m.passkey_intro({}, o),
    none: m.passkey_none({}, o),
    name: m.passkey_name({}, o),
    add: m.passkey_add({}, o),
    added: m.passkey_added({}, o),
    created: m.passkey_created({ date: '{date}' }, o),
    used: m.passkey_used({ date: '{date}' }, o),
    neverUsed: m.passkey_never_used({}, o),
    rename: m.passkey_rename({}, o),
    renameLabel: m.passkey_rename_label({ name: '{name}' }, o),
    save: m.passkey_save({}, o),
    cancel: m.passkey_cancel({}, o),
    remove: m.passkey_remove({}, o),
    removeLabel: m.passkey_remove_label({ name: '{name}' }, o),
    removed: m.passkey_removed({}, o),
    cancelled: m.passkey_cancelled({}, o),
    unsupported: m.passkey_unsupported({}, o),
    needsSiteName: m.passkey_needs_site_name({ address: '{address}' }, o),
    failed: m.profile_failed({}, o),
  };
}

export type PasskeysTexts = ReturnType<typeof passkeysTexts>;

export type Passkey = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};
