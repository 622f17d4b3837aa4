import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the members island, given as a prop (islands carry no paraglide). */
export function membersTexts(locale: Locale) {
  const o = { locale };
  return {
    loading: m.misc_loading({}, o),
    loadFailed: m.members_load_failed({}, o),
    retry: m.misc_retry({}, o),
    team: m.members_team({ name: '{name}' }, o),
    owner: m.members_role_owner({}, o),
    member: m.members_role_member({}, o),
    you: m.members_you({}, o),
    remove: m.members_remove({}, o),
    removeLabel: m.members_remove_label({ name: '{name}' }, o),
    leave: m.members_leave({}, o),
    inviteTitle: m.members_invite_title({}, o),
    inviteEmail: m.members_invite_email({}, o),
    inviteHint: m.members_invite_hint({}, o),
    inviteSubmit: m.members_invite_submit({}, o),
    inviteSent: m.members_invite_sent({ email: '{email}' }, o),
    pendingTitle: m.members_pending_title({}, o),
    pendingNone: m.members_pending_none({}, o),
    expires: m.members_expires({ date: '{date}' }, o),
    revoke: m.members_revoke({}, o),
    resend: m.members_resend({}, o),
    resendLabel: m.members_resend_label({ email: '{email}' }, o),
    spent: m.members_spent({ amount: '{amount}' }, o),
    renameLabel: m.members_rename_label({}, o),
    rename: m.members_rename({}, o),
    revokeLabel: m.members_revoke_label({ email: '{email}' }, o),
    incomingTitle: m.members_incoming_title({}, o),
    incomingFrom: m.members_incoming_from({ team: '{team}', inviter: '{inviter}' }, o),
    incomingFromPerson: m.members_incoming_from_person({ inviter: '{inviter}' }, o),
    accept: m.members_accept({}, o),
    decline: m.members_decline({}, o),
    confirmFirst: m.members_confirm_first({}, o),
    teamsTitle: m.members_teams_title({}, o),
    current: m.members_current({}, o),
    actFor: m.members_act_for({}, o),
    actForLabel: m.members_act_for_label({ name: '{name}' }, o),
    failed: m.auth_error_generic({}, o),
  };
}

export type MembersTexts = ReturnType<typeof membersTexts>;
