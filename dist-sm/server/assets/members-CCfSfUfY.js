import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
/* empty css              */
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as auth_error_generic } from "./auth_error_generic-CHVWiMRB.js";
import { t as balance_members_title } from "./balance_members_title-CB_UhlsK.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as misc_loading } from "./misc_loading-Bs7zDFl-.js";
import { t as misc_retry } from "./misc_retry-BVqGZTRn.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/members_accept.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_AcceptInputs */
var en_members_accept = () => {
	return `Accept`;
};
var ru_members_accept = () => {
	return `Принять`;
};
/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Members_AcceptInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_accept = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_accept(inputs);
	return en_members_accept(inputs);
});
// src/paraglide/messages/members_act_for.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Act_ForInputs */
var en_members_act_for = () => {
	return `Switch to this team`;
};
var ru_members_act_for = () => {
	return `Перейти в эту команду`;
};
/**
* | output |
* | --- |
* | "Switch to this team" |
*
* @param {Members_Act_ForInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_act_for = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_act_for(inputs);
	return en_members_act_for(inputs);
});
// src/paraglide/messages/members_act_for_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Members_Act_For_LabelInputs */
var en_members_act_for_label = (i) => {
	return `Switch to the team ${i?.name}`;
};
var ru_members_act_for_label = (i) => {
	return `Перейти в команду ${i?.name}`;
};
/**
* | output |
* | --- |
* | "Switch to the team {name}" |
*
* @param {Members_Act_For_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_act_for_label = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_act_for_label(inputs);
	return en_members_act_for_label(inputs);
});
// src/paraglide/messages/members_confirm_first.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Confirm_FirstInputs */
var en_members_confirm_first = () => {
	return `Confirm your email to see and accept invitations to teams.`;
};
var ru_members_confirm_first = () => {
	return `Подтвердите email, чтобы видеть и принимать приглашения в команды.`;
};
/**
* | output |
* | --- |
* | "Confirm your email to see and accept invitations to teams." |
*
* @param {Members_Confirm_FirstInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_confirm_first = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_confirm_first(inputs);
	return en_members_confirm_first(inputs);
});
// src/paraglide/messages/members_current.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_CurrentInputs */
var en_members_current = () => {
	return `Current team`;
};
var ru_members_current = () => {
	return `Текущая команда`;
};
/**
* | output |
* | --- |
* | "Current team" |
*
* @param {Members_CurrentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_current = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_current(inputs);
	return en_members_current(inputs);
});
// src/paraglide/messages/members_decline.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_DeclineInputs */
var en_members_decline = () => {
	return `Decline`;
};
var ru_members_decline = () => {
	return `Отклонить`;
};
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Members_DeclineInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_decline = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_decline(inputs);
	return en_members_decline(inputs);
});
// src/paraglide/messages/members_expires.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ date: NonNullable<unknown> }} Members_ExpiresInputs */
var en_members_expires = (i) => {
	return `Valid until ${i?.date}`;
};
var ru_members_expires = (i) => {
	return `Действует до ${i?.date}`;
};
/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Members_ExpiresInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_expires = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_expires(inputs);
	return en_members_expires(inputs);
});
// src/paraglide/messages/members_incoming_from.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ team: NonNullable<unknown>, inviter: NonNullable<unknown> }} Members_Incoming_FromInputs */
var en_members_incoming_from = (i) => {
	return `“${i?.team}” from ${i?.inviter}`;
};
var ru_members_incoming_from = (i) => {
	return `«${i?.team}» от ${i?.inviter}`;
};
/**
* | output |
* | --- |
* | "“{team}” from {inviter}" |
*
* @param {Members_Incoming_FromInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_incoming_from = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_incoming_from(inputs);
	return en_members_incoming_from(inputs);
});
// src/paraglide/messages/members_incoming_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Incoming_TitleInputs */
var en_members_incoming_title = () => {
	return `Invitations to you`;
};
var ru_members_incoming_title = () => {
	return `Приглашения вам`;
};
/**
* | output |
* | --- |
* | "Invitations to you" |
*
* @param {Members_Incoming_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_incoming_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_incoming_title(inputs);
	return en_members_incoming_title(inputs);
});
// src/paraglide/messages/members_invite_email.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Invite_EmailInputs */
var en_members_invite_email = () => {
	return `Email`;
};
var ru_members_invite_email = () => {
	return `Email`;
};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Members_Invite_EmailInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_invite_email = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_invite_email(inputs);
	return en_members_invite_email(inputs);
});
// src/paraglide/messages/members_invite_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Invite_HintInputs */
var en_members_invite_hint = () => {
	return `They join only after accepting the invitation in their cabinet.`;
};
var ru_members_invite_hint = () => {
	return `Человек попадёт в команду, только когда примет приглашение в своём кабинете.`;
};
/**
* | output |
* | --- |
* | "They join only after accepting the invitation in their cabinet." |
*
* @param {Members_Invite_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_invite_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_invite_hint(inputs);
	return en_members_invite_hint(inputs);
});
// src/paraglide/messages/members_invite_sent.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Members_Invite_SentInputs */
var en_members_invite_sent = (i) => {
	return `An invitation has been sent to ${i?.email}.`;
};
var ru_members_invite_sent = (i) => {
	return `Приглашение отправлено на ${i?.email}.`;
};
/**
* | output |
* | --- |
* | "An invitation has been sent to {email}." |
*
* @param {Members_Invite_SentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_invite_sent = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_invite_sent(inputs);
	return en_members_invite_sent(inputs);
});
// src/paraglide/messages/members_invite_submit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Invite_SubmitInputs */
var en_members_invite_submit = () => {
	return `Send invitation`;
};
var ru_members_invite_submit = () => {
	return `Отправить приглашение`;
};
/**
* | output |
* | --- |
* | "Send invitation" |
*
* @param {Members_Invite_SubmitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_invite_submit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_invite_submit(inputs);
	return en_members_invite_submit(inputs);
});
// src/paraglide/messages/members_invite_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Invite_TitleInputs */
var en_members_invite_title = () => {
	return `Invite a member`;
};
var ru_members_invite_title = () => {
	return `Пригласить участника`;
};
/**
* | output |
* | --- |
* | "Invite a member" |
*
* @param {Members_Invite_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_invite_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_invite_title(inputs);
	return en_members_invite_title(inputs);
});
// src/paraglide/messages/members_leave.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_LeaveInputs */
var en_members_leave = () => {
	return `Leave the team`;
};
var ru_members_leave = () => {
	return `Покинуть команду`;
};
/**
* | output |
* | --- |
* | "Leave the team" |
*
* @param {Members_LeaveInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_leave = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_leave(inputs);
	return en_members_leave(inputs);
});
// src/paraglide/messages/members_load_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Load_FailedInputs */
var en_members_load_failed = () => {
	return `Couldn't load the team.`;
};
var ru_members_load_failed = () => {
	return `Не удалось загрузить команду.`;
};
/**
* | output |
* | --- |
* | "Couldn't load the team." |
*
* @param {Members_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_load_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_load_failed(inputs);
	return en_members_load_failed(inputs);
});
// src/paraglide/messages/members_pending_none.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Pending_NoneInputs */
var en_members_pending_none = () => {
	return `No pending invitations.`;
};
var ru_members_pending_none = () => {
	return `Ожидающих приглашений нет.`;
};
/**
* | output |
* | --- |
* | "No pending invitations." |
*
* @param {Members_Pending_NoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_pending_none = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_pending_none(inputs);
	return en_members_pending_none(inputs);
});
// src/paraglide/messages/members_pending_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Pending_TitleInputs */
var en_members_pending_title = () => {
	return `Pending invitations`;
};
var ru_members_pending_title = () => {
	return `Ожидающие приглашения`;
};
/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Members_Pending_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_pending_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_pending_title(inputs);
	return en_members_pending_title(inputs);
});
// src/paraglide/messages/members_remove.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_RemoveInputs */
var en_members_remove = () => {
	return `Remove`;
};
var ru_members_remove = () => {
	return `Удалить`;
};
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Members_RemoveInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_remove = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_remove(inputs);
	return en_members_remove(inputs);
});
// src/paraglide/messages/members_remove_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Members_Remove_LabelInputs */
var en_members_remove_label = (i) => {
	return `Remove ${i?.name} from the team`;
};
var ru_members_remove_label = (i) => {
	return `Удалить ${i?.name} из команды`;
};
/**
* | output |
* | --- |
* | "Remove {name} from the team" |
*
* @param {Members_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_remove_label = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_remove_label(inputs);
	return en_members_remove_label(inputs);
});
// src/paraglide/messages/members_rename.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_RenameInputs */
var en_members_rename = () => {
	return `Rename`;
};
var ru_members_rename = () => {
	return `Переименовать`;
};
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Members_RenameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_rename = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_rename(inputs);
	return en_members_rename(inputs);
});
// src/paraglide/messages/members_rename_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Rename_LabelInputs */
var en_members_rename_label = () => {
	return `Team name`;
};
var ru_members_rename_label = () => {
	return `Название команды`;
};
/**
* | output |
* | --- |
* | "Team name" |
*
* @param {Members_Rename_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_rename_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_rename_label(inputs);
	return en_members_rename_label(inputs);
});
// src/paraglide/messages/members_resend.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_ResendInputs */
var en_members_resend = () => {
	return `Resend`;
};
var ru_members_resend = () => {
	return `Отправить снова`;
};
/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Members_ResendInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_resend = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_resend(inputs);
	return en_members_resend(inputs);
});
// src/paraglide/messages/members_resend_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Members_Resend_LabelInputs */
var en_members_resend_label = (i) => {
	return `Send the invitation to ${i?.email} again`;
};
var ru_members_resend_label = (i) => {
	return `Отправить приглашение на ${i?.email} снова`;
};
/**
* | output |
* | --- |
* | "Send the invitation to {email} again" |
*
* @param {Members_Resend_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_resend_label = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_resend_label(inputs);
	return en_members_resend_label(inputs);
});
// src/paraglide/messages/members_revoke.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_RevokeInputs */
var en_members_revoke = () => {
	return `Revoke`;
};
var ru_members_revoke = () => {
	return `Отозвать`;
};
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Members_RevokeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_revoke = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_revoke(inputs);
	return en_members_revoke(inputs);
});
// src/paraglide/messages/members_revoke_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Members_Revoke_LabelInputs */
var en_members_revoke_label = (i) => {
	return `Revoke the invitation for ${i?.email}`;
};
var ru_members_revoke_label = (i) => {
	return `Отозвать приглашение для ${i?.email}`;
};
/**
* | output |
* | --- |
* | "Revoke the invitation for {email}" |
*
* @param {Members_Revoke_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_revoke_label = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_revoke_label(inputs);
	return en_members_revoke_label(inputs);
});
// src/paraglide/messages/members_role_member.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Role_MemberInputs */
var en_members_role_member = () => {
	return `Member`;
};
var ru_members_role_member = () => {
	return `Участник`;
};
/**
* | output |
* | --- |
* | "Member" |
*
* @param {Members_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_role_member = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_role_member(inputs);
	return en_members_role_member(inputs);
});
// src/paraglide/messages/members_role_owner.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Role_OwnerInputs */
var en_members_role_owner = () => {
	return `Owner`;
};
var ru_members_role_owner = () => {
	return `Владелец`;
};
/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Members_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_role_owner = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_role_owner(inputs);
	return en_members_role_owner(inputs);
});
// src/paraglide/messages/members_spent.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Members_SpentInputs */
var en_members_spent = (i) => {
	return `Spent this month: ${i?.amount}`;
};
var ru_members_spent = (i) => {
	return `Потрачено в этом месяце: ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "Spent this month: {amount}" |
*
* @param {Members_SpentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_spent = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_spent(inputs);
	return en_members_spent(inputs);
});
// src/paraglide/messages/members_team.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown> }} Members_TeamInputs */
var en_members_team = (i) => {
	return `Team “${i?.name}”`;
};
var ru_members_team = (i) => {
	return `Команда «${i?.name}»`;
};
/**
* | output |
* | --- |
* | "Team “{name}”" |
*
* @param {Members_TeamInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_team = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_team(inputs);
	return en_members_team(inputs);
});
// src/paraglide/messages/members_teams_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_Teams_TitleInputs */
var en_members_teams_title = () => {
	return `Your teams`;
};
var ru_members_teams_title = () => {
	return `Ваши команды`;
};
/**
* | output |
* | --- |
* | "Your teams" |
*
* @param {Members_Teams_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_teams_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_teams_title(inputs);
	return en_members_teams_title(inputs);
});
// src/paraglide/messages/members_you.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Members_YouInputs */
var en_members_you = () => {
	return `you`;
};
var ru_members_you = () => {
	return `вы`;
};
/**
* | output |
* | --- |
* | "you" |
*
* @param {Members_YouInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var members_you = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_members_you(inputs);
	return en_members_you(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(cabinet)%2Fcabinet%2Fmembers.tsx&lang.js
var import_react_react_server = /* @__PURE__ */ __toESM(require_react_react_server());
var Resources = ((React, deps, RemoveDuplicateServerCss, precedence) => {
	return function Resources() {
		return React.createElement(React.Fragment, null, [...deps.css.map((href) => React.createElement("link", {
			key: "css:" + href,
			rel: "stylesheet",
			crossOrigin: "anonymous",
			...precedence ? { precedence } : {},
			href,
			"data-rsc-css-href": href
		})), RemoveDuplicateServerCss && React.createElement(RemoveDuplicateServerCss, { key: "remove-duplicate-css" })]);
	};
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(cabinet)/cabinet/members.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/members/members-panel.tsx
var MembersPanel = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"MembersPanel\"");
}), "bfd41c6c9837", "MembersPanel");
// src/components/members/members-texts.ts
/** The localized texts of the members island, given as a prop (islands carry no paraglide). */
function membersTexts(locale) {
	const o = { locale };
	return {
		loading: misc_loading({}, o),
		loadFailed: members_load_failed({}, o),
		retry: misc_retry({}, o),
		team: members_team({ name: "{name}" }, o),
		owner: members_role_owner({}, o),
		member: members_role_member({}, o),
		you: members_you({}, o),
		remove: members_remove({}, o),
		removeLabel: members_remove_label({ name: "{name}" }, o),
		leave: members_leave({}, o),
		inviteTitle: members_invite_title({}, o),
		inviteEmail: members_invite_email({}, o),
		inviteHint: members_invite_hint({}, o),
		inviteSubmit: members_invite_submit({}, o),
		inviteSent: members_invite_sent({ email: "{email}" }, o),
		pendingTitle: members_pending_title({}, o),
		pendingNone: members_pending_none({}, o),
		expires: members_expires({ date: "{date}" }, o),
		revoke: members_revoke({}, o),
		resend: members_resend({}, o),
		resendLabel: members_resend_label({ email: "{email}" }, o),
		spent: members_spent({ amount: "{amount}" }, o),
		renameLabel: members_rename_label({}, o),
		rename: members_rename({}, o),
		revokeLabel: members_revoke_label({ email: "{email}" }, o),
		incomingTitle: members_incoming_title({}, o),
		incomingFrom: members_incoming_from({
			team: "{team}",
			inviter: "{inviter}"
		}, o),
		accept: members_accept({}, o),
		decline: members_decline({}, o),
		confirmFirst: members_confirm_first({}, o),
		teamsTitle: members_teams_title({}, o),
		current: members_current({}, o),
		actFor: members_act_for({}, o),
		actForLabel: members_act_for_label({ name: "{name}" }, o),
		failed: auth_error_generic({}, o)
	};
}
// src/pages/[locale]/(cabinet)/cabinet/members.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function MembersPage() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "members",
		title: balance_members_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(MembersPanel, {
			locale,
			texts: membersTexts(locale)
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_MembersPage = /* #__PURE__ */ __vite_rsc_wrap_css__(MembersPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_MembersPage as default, getConfig };

//# sourceMappingURL=members-CCfSfUfY.js.map