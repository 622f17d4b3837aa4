import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';
import { providerSessionMethods } from '../oauth/sign-in-methods-texts';

/** The localized texts of the two-factor islands, given as a prop (islands carry no paraglide). */
export function twoFactorTexts(locale: Locale) {
  const o = { locale };
  return {
    title: m.tfa_title({}, o),
    offText: m.tfa_off_text({}, o),
    onText: m.tfa_on_text({ count: '{count}' }, o),
    setUp: m.tfa_set_up({}, o),
    scan: m.tfa_scan({}, o),
    qrLabel: m.tfa_qr_label({}, o),
    secret: m.tfa_secret({}, o),
    code: m.tfa_code({}, o),
    codeOrRecovery: m.tfa_code_or_recovery({}, o),
    passkeyInstead: m.passkey_instead({}, o),
    currentPassword: m.profile_current_password({}, o),
    turnOn: m.tfa_turn_on({}, o),
    cancel: m.tfa_cancel({}, o),
    codesTitle: m.tfa_codes_title({}, o),
    codesText: m.tfa_codes_text({}, o),
    copy: m.tfa_copy({}, o),
    copied: m.tfa_copied({}, o),
    download: m.tfa_download({}, o),
    savedThem: m.tfa_saved_them({}, o),
    turnOff: m.tfa_turn_off({}, o),
    turnedOff: m.tfa_turned_off({}, o),
    fileName: m.tfa_file_name({}, o),
    failed: m.profile_failed({}, o),
    sessionMethods: {
      password: m.tfa_session_password({}, o),
      'password+totp': m.tfa_session_password_totp({}, o),
      'password+recovery': m.tfa_session_password_recovery({}, o),
      passkey: m.tfa_session_passkey({}, o),
      // Provider sign-ins (docs/decisions/162-oauth-sign-in.md)
      ...providerSessionMethods(locale),
    },
  };
}

export type TwoFactorTexts = ReturnType<typeof twoFactorTexts>;
