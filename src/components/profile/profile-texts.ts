import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the profile islands, given as a prop (islands carry no paraglide). */
export function profileTexts(locale: Locale) {
  const o = { locale };
  return {
    name: m.profile_name({}, o),
    save: m.profile_save({}, o),
    saved: m.profile_saved({}, o),
    failed: m.profile_failed({}, o),
    avatar: m.profile_avatar({}, o),
    avatarUpload: m.profile_avatar_upload({}, o),
    avatarHint: m.profile_avatar_hint({}, o),
    email: m.profile_email({}, o),
    emailNew: m.profile_email_new({}, o),
    currentPassword: m.profile_current_password({}, o),
    emailSendCode: m.profile_email_send_code({}, o),
    emailCode: m.profile_email_code({ email: '{email}' }, o),
    emailConfirm: m.profile_email_confirm({}, o),
    emailChanged: m.profile_email_changed({ email: '{email}' }, o),
    password: m.profile_password({}, o),
    newPassword: m.profile_new_password({}, o),
    passwordChange: m.profile_password_change({}, o),
    passwordChanged: m.profile_password_changed({}, o),
    sessions: m.profile_sessions({}, o),
    sessionCurrent: m.profile_session_current({}, o),
    sessionUnknown: m.profile_session_unknown({}, o),
    sessionSeen: m.profile_session_seen({ date: '{date}' }, o),
    signOutOthers: m.profile_sign_out_others({}, o),
    signedOutOthers: m.profile_signed_out_others({ count: '{count}' }, o),
    export: m.profile_export({}, o),
    exportHint: m.profile_export_hint({}, o),
    delete: m.profile_delete({}, o),
    deleteHint: m.profile_delete_hint({ email: '{email}' }, o),
    deleteConfirmLabel: m.profile_delete_confirm_label({}, o),
    deletePassword: m.profile_delete_password({}, o),
    deleteSubmit: m.profile_delete_submit({}, o),
  };
}

export type ProfileTexts = ReturnType<typeof profileTexts>;
