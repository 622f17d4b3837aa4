import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
/* empty css                  */
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as profile_title } from "./profile_title-Csk3D95R.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getSession } from "./session.server-CTa-f66o.js";
import { t as settingsOf } from "./settings-BRS-2DHE.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/profile_avatar.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_AvatarInputs */
var en_profile_avatar = () => {
	return `Avatar`;
};
var ru_profile_avatar = () => {
	return `Аватар`;
};
/**
* | output |
* | --- |
* | "Avatar" |
*
* @param {Profile_AvatarInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_avatar = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_avatar(inputs);
	return en_profile_avatar(inputs);
});
// src/paraglide/messages/profile_avatar_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Avatar_HintInputs */
var en_profile_avatar_hint = () => {
	return `PNG, JPEG, WebP or GIF up to 2 MB, cropped to a square.`;
};
var ru_profile_avatar_hint = () => {
	return `PNG, JPEG, WebP или GIF до 2 МБ, обрезается до квадрата.`;
};
/**
* | output |
* | --- |
* | "PNG, JPEG, WebP or GIF up to 2 MB, cropped to a square." |
*
* @param {Profile_Avatar_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_avatar_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_avatar_hint(inputs);
	return en_profile_avatar_hint(inputs);
});
// src/paraglide/messages/profile_avatar_upload.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Avatar_UploadInputs */
var en_profile_avatar_upload = () => {
	return `Upload an image`;
};
var ru_profile_avatar_upload = () => {
	return `Загрузить изображение`;
};
/**
* | output |
* | --- |
* | "Upload an image" |
*
* @param {Profile_Avatar_UploadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_avatar_upload = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_avatar_upload(inputs);
	return en_profile_avatar_upload(inputs);
});
// src/paraglide/messages/profile_current_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Current_PasswordInputs */
var en_profile_current_password = () => {
	return `Current password`;
};
var ru_profile_current_password = () => {
	return `Текущий пароль`;
};
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Profile_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_current_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_current_password(inputs);
	return en_profile_current_password(inputs);
});
// src/paraglide/messages/profile_delete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_DeleteInputs */
var en_profile_delete = () => {
	return `Delete my account`;
};
var ru_profile_delete = () => {
	return `Удалить аккаунт`;
};
/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Profile_DeleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_delete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_delete(inputs);
	return en_profile_delete(inputs);
});
// src/paraglide/messages/profile_delete_confirm_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Delete_Confirm_LabelInputs */
var en_profile_delete_confirm_label = () => {
	return `Your email`;
};
var ru_profile_delete_confirm_label = () => {
	return `Ваш email`;
};
/**
* | output |
* | --- |
* | "Your email" |
*
* @param {Profile_Delete_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_delete_confirm_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_delete_confirm_label(inputs);
	return en_profile_delete_confirm_label(inputs);
});
// src/paraglide/messages/profile_delete_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Delete_HintInputs */
var en_profile_delete_hint = (i) => {
	return `This cannot be undone: your chats and files are erased. Type your email ${i?.email} and your password to confirm.`;
};
var ru_profile_delete_hint = (i) => {
	return `Это необратимо: ваши чаты и файлы будут стёрты. Для подтверждения введите свой email ${i?.email} и пароль.`;
};
/**
* | output |
* | --- |
* | "This cannot be undone: your chats and files are erased. Type your email {email} and your password to confirm." |
*
* @param {Profile_Delete_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_delete_hint = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_delete_hint(inputs);
	return en_profile_delete_hint(inputs);
});
// src/paraglide/messages/profile_delete_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Delete_PasswordInputs */
var en_profile_delete_password = () => {
	return `Your password`;
};
var ru_profile_delete_password = () => {
	return `Ваш пароль`;
};
/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Profile_Delete_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_delete_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_delete_password(inputs);
	return en_profile_delete_password(inputs);
});
// src/paraglide/messages/profile_delete_submit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Delete_SubmitInputs */
var en_profile_delete_submit = () => {
	return `Delete forever`;
};
var ru_profile_delete_submit = () => {
	return `Удалить навсегда`;
};
/**
* | output |
* | --- |
* | "Delete forever" |
*
* @param {Profile_Delete_SubmitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_delete_submit = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_delete_submit(inputs);
	return en_profile_delete_submit(inputs);
});
// src/paraglide/messages/profile_email.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_EmailInputs */
var en_profile_email = () => {
	return `Email`;
};
var ru_profile_email = () => {
	return `Email`;
};
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Profile_EmailInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_email = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_email(inputs);
	return en_profile_email(inputs);
});
// src/paraglide/messages/profile_email_changed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_ChangedInputs */
var en_profile_email_changed = (i) => {
	return `Your email is now ${i?.email}`;
};
var ru_profile_email_changed = (i) => {
	return `Теперь ваш email — ${i?.email}`;
};
/**
* | output |
* | --- |
* | "Your email is now {email}" |
*
* @param {Profile_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_email_changed = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_email_changed(inputs);
	return en_profile_email_changed(inputs);
});
// src/paraglide/messages/profile_email_code.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_CodeInputs */
var en_profile_email_code = (i) => {
	return `Code from the email sent to ${i?.email}`;
};
var ru_profile_email_code = (i) => {
	return `Код из письма на ${i?.email}`;
};
/**
* | output |
* | --- |
* | "Code from the email sent to {email}" |
*
* @param {Profile_Email_CodeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_email_code = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_email_code(inputs);
	return en_profile_email_code(inputs);
});
// src/paraglide/messages/profile_email_confirm.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Email_ConfirmInputs */
var en_profile_email_confirm = () => {
	return `Confirm`;
};
var ru_profile_email_confirm = () => {
	return `Подтвердить`;
};
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Profile_Email_ConfirmInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_email_confirm = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_email_confirm(inputs);
	return en_profile_email_confirm(inputs);
});
// src/paraglide/messages/profile_email_new.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Email_NewInputs */
var en_profile_email_new = () => {
	return `New email`;
};
var ru_profile_email_new = () => {
	return `Новый email`;
};
/**
* | output |
* | --- |
* | "New email" |
*
* @param {Profile_Email_NewInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_email_new = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_email_new(inputs);
	return en_profile_email_new(inputs);
});
// src/paraglide/messages/profile_email_send_code.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Email_Send_CodeInputs */
var en_profile_email_send_code = () => {
	return `Send a code`;
};
var ru_profile_email_send_code = () => {
	return `Отправить код`;
};
/**
* | output |
* | --- |
* | "Send a code" |
*
* @param {Profile_Email_Send_CodeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_email_send_code = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_email_send_code(inputs);
	return en_profile_email_send_code(inputs);
});
// src/paraglide/messages/profile_export.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_ExportInputs */
var en_profile_export = () => {
	return `Export my data`;
};
var ru_profile_export = () => {
	return `Выгрузить мои данные`;
};
/**
* | output |
* | --- |
* | "Export my data" |
*
* @param {Profile_ExportInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_export = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_export(inputs);
	return en_profile_export(inputs);
});
// src/paraglide/messages/profile_export_hint.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Export_HintInputs */
var en_profile_export_hint = () => {
	return `Chats, messages, the files list and the ledger as one JSON file.`;
};
var ru_profile_export_hint = () => {
	return `Чаты, сообщения, список файлов и движение средств одним файлом JSON.`;
};
/**
* | output |
* | --- |
* | "Chats, messages, the files list and the ledger as one JSON file." |
*
* @param {Profile_Export_HintInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_export_hint = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_export_hint(inputs);
	return en_profile_export_hint(inputs);
});
// src/paraglide/messages/profile_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_FailedInputs */
var en_profile_failed = () => {
	return `Something went wrong. Try again.`;
};
var ru_profile_failed = () => {
	return `Что-то пошло не так. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Something went wrong. Try again." |
*
* @param {Profile_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_failed(inputs);
	return en_profile_failed(inputs);
});
// src/paraglide/messages/profile_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_NameInputs */
var en_profile_name = () => {
	return `Name`;
};
var ru_profile_name = () => {
	return `Имя`;
};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Profile_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_name(inputs);
	return en_profile_name(inputs);
});
// src/paraglide/messages/profile_new_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_New_PasswordInputs */
var en_profile_new_password = () => {
	return `New password`;
};
var ru_profile_new_password = () => {
	return `Новый пароль`;
};
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Profile_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_new_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_new_password(inputs);
	return en_profile_new_password(inputs);
});
// src/paraglide/messages/profile_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_PasswordInputs */
var en_profile_password = () => {
	return `Password`;
};
var ru_profile_password = () => {
	return `Пароль`;
};
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Profile_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_password(inputs);
	return en_profile_password(inputs);
});
// src/paraglide/messages/profile_password_change.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Password_ChangeInputs */
var en_profile_password_change = () => {
	return `Change the password`;
};
var ru_profile_password_change = () => {
	return `Сменить пароль`;
};
/**
* | output |
* | --- |
* | "Change the password" |
*
* @param {Profile_Password_ChangeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_password_change = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_password_change(inputs);
	return en_profile_password_change(inputs);
});
// src/paraglide/messages/profile_password_changed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Password_ChangedInputs */
var en_profile_password_changed = () => {
	return `The password is changed; other devices are signed out.`;
};
var ru_profile_password_changed = () => {
	return `Пароль изменён; на других устройствах выполнен выход.`;
};
/**
* | output |
* | --- |
* | "The password is changed; other devices are signed out." |
*
* @param {Profile_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_password_changed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_password_changed(inputs);
	return en_profile_password_changed(inputs);
});
// src/paraglide/messages/profile_save.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_SaveInputs */
var en_profile_save = () => {
	return `Save`;
};
var ru_profile_save = () => {
	return `Сохранить`;
};
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Profile_SaveInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_save = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_save(inputs);
	return en_profile_save(inputs);
});
// src/paraglide/messages/profile_saved.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_SavedInputs */
var en_profile_saved = () => {
	return `Saved`;
};
var ru_profile_saved = () => {
	return `Сохранено`;
};
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Profile_SavedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_saved = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_saved(inputs);
	return en_profile_saved(inputs);
});
// src/paraglide/messages/profile_session_current.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Session_CurrentInputs */
var en_profile_session_current = () => {
	return `This device`;
};
var ru_profile_session_current = () => {
	return `Это устройство`;
};
/**
* | output |
* | --- |
* | "This device" |
*
* @param {Profile_Session_CurrentInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_session_current = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_session_current(inputs);
	return en_profile_session_current(inputs);
});
// src/paraglide/messages/profile_session_seen.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ date: NonNullable<unknown> }} Profile_Session_SeenInputs */
var en_profile_session_seen = (i) => {
	return `Last seen ${i?.date}`;
};
var ru_profile_session_seen = (i) => {
	return `Последняя активность ${i?.date}`;
};
/**
* | output |
* | --- |
* | "Last seen {date}" |
*
* @param {Profile_Session_SeenInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_session_seen = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_session_seen(inputs);
	return en_profile_session_seen(inputs);
});
// src/paraglide/messages/profile_session_unknown.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Session_UnknownInputs */
var en_profile_session_unknown = () => {
	return `Unknown device`;
};
var ru_profile_session_unknown = () => {
	return `Неизвестное устройство`;
};
/**
* | output |
* | --- |
* | "Unknown device" |
*
* @param {Profile_Session_UnknownInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_session_unknown = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_session_unknown(inputs);
	return en_profile_session_unknown(inputs);
});
// src/paraglide/messages/profile_sessions.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_SessionsInputs */
var en_profile_sessions = () => {
	return `Active sessions`;
};
var ru_profile_sessions = () => {
	return `Активные сеансы`;
};
/**
* | output |
* | --- |
* | "Active sessions" |
*
* @param {Profile_SessionsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_sessions = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_sessions(inputs);
	return en_profile_sessions(inputs);
});
// src/paraglide/messages/profile_sign_out_others.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Profile_Sign_Out_OthersInputs */
var en_profile_sign_out_others = () => {
	return `Sign out everywhere else`;
};
var ru_profile_sign_out_others = () => {
	return `Выйти на всех других устройствах`;
};
/**
* | output |
* | --- |
* | "Sign out everywhere else" |
*
* @param {Profile_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_sign_out_others = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_sign_out_others(inputs);
	return en_profile_sign_out_others(inputs);
});
// src/paraglide/messages/profile_signed_out_others.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Profile_Signed_Out_OthersInputs */
var en_profile_signed_out_others = (i) => {
	return `Other sessions signed out: ${i?.count}`;
};
var ru_profile_signed_out_others = (i) => {
	return `Завершено других сеансов: ${i?.count}`;
};
/**
* | output |
* | --- |
* | "Other sessions signed out: {count}" |
*
* @param {Profile_Signed_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var profile_signed_out_others = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_profile_signed_out_others(inputs);
	return en_profile_signed_out_others(inputs);
});
// src/paraglide/messages/tfa_cancel.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_CancelInputs */
var en_tfa_cancel = () => {
	return `Cancel`;
};
var ru_tfa_cancel = () => {
	return `Отмена`;
};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Tfa_CancelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_cancel = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_cancel(inputs);
	return en_tfa_cancel(inputs);
});
// src/paraglide/messages/tfa_code.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_CodeInputs */
var en_tfa_code = () => {
	return `Code from the app`;
};
var ru_tfa_code = () => {
	return `Код из приложения`;
};
/**
* | output |
* | --- |
* | "Code from the app" |
*
* @param {Tfa_CodeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_code = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_code(inputs);
	return en_tfa_code(inputs);
});
// src/paraglide/messages/tfa_code_or_recovery.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Code_Or_RecoveryInputs */
var en_tfa_code_or_recovery = () => {
	return `Two-factor code (from the app, or a recovery code)`;
};
var ru_tfa_code_or_recovery = () => {
	return `Код двухфакторной аутентификации (из приложения или резервный)`;
};
/**
* | output |
* | --- |
* | "Two-factor code (from the app, or a recovery code)" |
*
* @param {Tfa_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_code_or_recovery = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_code_or_recovery(inputs);
	return en_tfa_code_or_recovery(inputs);
});
// src/paraglide/messages/tfa_codes_text.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Codes_TextInputs */
var en_tfa_codes_text = () => {
	return `Each code signs you in once if you lose your phone. Save them somewhere safe now: they will not be shown again.`;
};
var ru_tfa_codes_text = () => {
	return `Каждый код позволяет войти один раз, если вы потеряете телефон. Сохраните их в надёжном месте сейчас: больше они показаны не будут.`;
};
/**
* | output |
* | --- |
* | "Each code signs you in once if you lose your phone. Save them somewhere safe now: they will not be shown again." |
*
* @param {Tfa_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_codes_text = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_codes_text(inputs);
	return en_tfa_codes_text(inputs);
});
// src/paraglide/messages/tfa_codes_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Codes_TitleInputs */
var en_tfa_codes_title = () => {
	return `Your recovery codes`;
};
var ru_tfa_codes_title = () => {
	return `Ваши резервные коды`;
};
/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Tfa_Codes_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_codes_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_codes_title(inputs);
	return en_tfa_codes_title(inputs);
});
// src/paraglide/messages/tfa_copied.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_CopiedInputs */
var en_tfa_copied = () => {
	return `Copied`;
};
var ru_tfa_copied = () => {
	return `Скопировано`;
};
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Tfa_CopiedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_copied = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_copied(inputs);
	return en_tfa_copied(inputs);
});
// src/paraglide/messages/tfa_copy.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_CopyInputs */
var en_tfa_copy = () => {
	return `Copy`;
};
var ru_tfa_copy = () => {
	return `Скопировать`;
};
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Tfa_CopyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_copy = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_copy(inputs);
	return en_tfa_copy(inputs);
});
// src/paraglide/messages/tfa_download.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_DownloadInputs */
var en_tfa_download = () => {
	return `Download`;
};
var ru_tfa_download = () => {
	return `Скачать`;
};
/**
* | output |
* | --- |
* | "Download" |
*
* @param {Tfa_DownloadInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_download = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_download(inputs);
	return en_tfa_download(inputs);
});
// src/paraglide/messages/tfa_file_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_File_NameInputs */
var en_tfa_file_name = () => {
	return `beseda-recovery-codes.txt`;
};
var ru_tfa_file_name = () => {
	return `beseda-rezervnye-kody.txt`;
};
/**
* | output |
* | --- |
* | "beseda-recovery-codes.txt" |
*
* @param {Tfa_File_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_file_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_file_name(inputs);
	return en_tfa_file_name(inputs);
});
// src/paraglide/messages/tfa_off_text.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Off_TextInputs */
var en_tfa_off_text = () => {
	return `Off: signing in needs only your password. Turn it on to be asked for a code from an authenticator app (Google Authenticator, Aegis, 2FAS…) too.`;
};
var ru_tfa_off_text = () => {
	return `Выключена: для входа нужен только пароль. Включите её, чтобы при входе спрашивался ещё и код из приложения-аутентификатора (Google Authenticator, Aegis, 2FAS…).`;
};
/**
* | output |
* | --- |
* | "Off: signing in needs only your password. Turn it on to be asked for a code from an authenticator app (Google Authenticator, Aegis, 2FAS…) too." |
*
* @param {Tfa_Off_TextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_off_text = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_off_text(inputs);
	return en_tfa_off_text(inputs);
});
// src/paraglide/messages/tfa_on_text.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Tfa_On_TextInputs */
var en_tfa_on_text = (i) => {
	return `On: signing in asks for a code from your authenticator app after the password. Recovery codes left: ${i?.count}.`;
};
var ru_tfa_on_text = (i) => {
	return `Включена: после пароля вход спрашивает код из приложения-аутентификатора. Осталось резервных кодов: ${i?.count}.`;
};
/**
* | output |
* | --- |
* | "On: signing in asks for a code from your authenticator app after the password. Recovery codes left: {count}." |
*
* @param {Tfa_On_TextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_on_text = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_on_text(inputs);
	return en_tfa_on_text(inputs);
});
// src/paraglide/messages/tfa_qr_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Qr_LabelInputs */
var en_tfa_qr_label = () => {
	return `QR code for the authenticator app`;
};
var ru_tfa_qr_label = () => {
	return `QR-код для приложения-аутентификатора`;
};
/**
* | output |
* | --- |
* | "QR code for the authenticator app" |
*
* @param {Tfa_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_qr_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_qr_label(inputs);
	return en_tfa_qr_label(inputs);
});
// src/paraglide/messages/tfa_saved_them.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Saved_ThemInputs */
var en_tfa_saved_them = () => {
	return `I have saved them`;
};
var ru_tfa_saved_them = () => {
	return `Я сохранил(а) их`;
};
/**
* | output |
* | --- |
* | "I have saved them" |
*
* @param {Tfa_Saved_ThemInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_saved_them = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_saved_them(inputs);
	return en_tfa_saved_them(inputs);
});
// src/paraglide/messages/tfa_scan.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_ScanInputs */
var en_tfa_scan = () => {
	return `Scan the QR code with your authenticator app, or type the key into it. Then enter the code it shows.`;
};
var ru_tfa_scan = () => {
	return `Отсканируйте QR-код приложением-аутентификатором или введите в него ключ. Затем введите код, который оно покажет.`;
};
/**
* | output |
* | --- |
* | "Scan the QR code with your authenticator app, or type the key into it. Then enter the code it shows." |
*
* @param {Tfa_ScanInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_scan = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_scan(inputs);
	return en_tfa_scan(inputs);
});
// src/paraglide/messages/tfa_secret.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_SecretInputs */
var en_tfa_secret = () => {
	return `Key`;
};
var ru_tfa_secret = () => {
	return `Ключ`;
};
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Tfa_SecretInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_secret = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_secret(inputs);
	return en_tfa_secret(inputs);
});
// src/paraglide/messages/tfa_session_password.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Session_PasswordInputs */
var en_tfa_session_password = () => {
	return `password`;
};
var ru_tfa_session_password = () => {
	return `пароль`;
};
/**
* | output |
* | --- |
* | "password" |
*
* @param {Tfa_Session_PasswordInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_session_password = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_session_password(inputs);
	return en_tfa_session_password(inputs);
});
// src/paraglide/messages/tfa_session_password_recovery.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Session_Password_RecoveryInputs */
var en_tfa_session_password_recovery = () => {
	return `password + recovery code`;
};
var ru_tfa_session_password_recovery = () => {
	return `пароль + резервный код`;
};
/**
* | output |
* | --- |
* | "password + recovery code" |
*
* @param {Tfa_Session_Password_RecoveryInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_session_password_recovery = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_session_password_recovery(inputs);
	return en_tfa_session_password_recovery(inputs);
});
// src/paraglide/messages/tfa_session_password_totp.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Session_Password_TotpInputs */
var en_tfa_session_password_totp = () => {
	return `password + code`;
};
var ru_tfa_session_password_totp = () => {
	return `пароль + код`;
};
/**
* | output |
* | --- |
* | "password + code" |
*
* @param {Tfa_Session_Password_TotpInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_session_password_totp = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_session_password_totp(inputs);
	return en_tfa_session_password_totp(inputs);
});
// src/paraglide/messages/tfa_set_up.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Set_UpInputs */
var en_tfa_set_up = () => {
	return `Set up`;
};
var ru_tfa_set_up = () => {
	return `Настроить`;
};
/**
* | output |
* | --- |
* | "Set up" |
*
* @param {Tfa_Set_UpInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_set_up = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_set_up(inputs);
	return en_tfa_set_up(inputs);
});
// src/paraglide/messages/tfa_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_TitleInputs */
var en_tfa_title = () => {
	return `Two-factor authentication`;
};
var ru_tfa_title = () => {
	return `Двухфакторная аутентификация`;
};
/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Tfa_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_title(inputs);
	return en_tfa_title(inputs);
});
// src/paraglide/messages/tfa_turn_off.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Turn_OffInputs */
var en_tfa_turn_off = () => {
	return `Turn off`;
};
var ru_tfa_turn_off = () => {
	return `Выключить`;
};
/**
* | output |
* | --- |
* | "Turn off" |
*
* @param {Tfa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_turn_off = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_turn_off(inputs);
	return en_tfa_turn_off(inputs);
});
// src/paraglide/messages/tfa_turn_on.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Turn_OnInputs */
var en_tfa_turn_on = () => {
	return `Turn on`;
};
var ru_tfa_turn_on = () => {
	return `Включить`;
};
/**
* | output |
* | --- |
* | "Turn on" |
*
* @param {Tfa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_turn_on = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_turn_on(inputs);
	return en_tfa_turn_on(inputs);
});
// src/paraglide/messages/tfa_turned_off.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Tfa_Turned_OffInputs */
var en_tfa_turned_off = () => {
	return `Two-factor authentication is off.`;
};
var ru_tfa_turned_off = () => {
	return `Двухфакторная аутентификация выключена.`;
};
/**
* | output |
* | --- |
* | "Two-factor authentication is off." |
*
* @param {Tfa_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var tfa_turned_off = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_tfa_turned_off(inputs);
	return en_tfa_turned_off(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(cabinet)%2Fcabinet%2Fprofile.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(cabinet)/cabinet/profile.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/profile/profile-panel.tsx
var ProfilePanel = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"ProfilePanel\"");
}), "1f45b1feb6c0", "ProfilePanel");
// src/components/profile/profile-texts.ts
/** The localized texts of the profile islands, given as a prop (islands carry no paraglide). */
function profileTexts(locale) {
	const o = { locale };
	return {
		name: profile_name({}, o),
		save: profile_save({}, o),
		saved: profile_saved({}, o),
		failed: profile_failed({}, o),
		avatar: profile_avatar({}, o),
		avatarUpload: profile_avatar_upload({}, o),
		avatarHint: profile_avatar_hint({}, o),
		email: profile_email({}, o),
		emailNew: profile_email_new({}, o),
		currentPassword: profile_current_password({}, o),
		emailSendCode: profile_email_send_code({}, o),
		emailCode: profile_email_code({ email: "{email}" }, o),
		emailConfirm: profile_email_confirm({}, o),
		emailChanged: profile_email_changed({ email: "{email}" }, o),
		password: profile_password({}, o),
		newPassword: profile_new_password({}, o),
		passwordChange: profile_password_change({}, o),
		passwordChanged: profile_password_changed({}, o),
		sessions: profile_sessions({}, o),
		sessionCurrent: profile_session_current({}, o),
		sessionUnknown: profile_session_unknown({}, o),
		sessionSeen: profile_session_seen({ date: "{date}" }, o),
		signOutOthers: profile_sign_out_others({}, o),
		signedOutOthers: profile_signed_out_others({ count: "{count}" }, o),
		export: profile_export({}, o),
		exportHint: profile_export_hint({}, o),
		delete: profile_delete({}, o),
		deleteHint: profile_delete_hint({ email: "{email}" }, o),
		deleteConfirmLabel: profile_delete_confirm_label({}, o),
		deletePassword: profile_delete_password({}, o),
		deleteSubmit: profile_delete_submit({}, o)
	};
}
// src/components/two-factor/two-factor-texts.ts
/** The localized texts of the two-factor islands, given as a prop (islands carry no paraglide). */
function twoFactorTexts(locale) {
	const o = { locale };
	return {
		title: tfa_title({}, o),
		offText: tfa_off_text({}, o),
		onText: tfa_on_text({ count: "{count}" }, o),
		setUp: tfa_set_up({}, o),
		scan: tfa_scan({}, o),
		qrLabel: tfa_qr_label({}, o),
		secret: tfa_secret({}, o),
		code: tfa_code({}, o),
		codeOrRecovery: tfa_code_or_recovery({}, o),
		turnOn: tfa_turn_on({}, o),
		cancel: tfa_cancel({}, o),
		codesTitle: tfa_codes_title({}, o),
		codesText: tfa_codes_text({}, o),
		copy: tfa_copy({}, o),
		copied: tfa_copied({}, o),
		download: tfa_download({}, o),
		savedThem: tfa_saved_them({}, o),
		turnOff: tfa_turn_off({}, o),
		turnedOff: tfa_turned_off({}, o),
		fileName: tfa_file_name({}, o),
		failed: profile_failed({}, o),
		sessionMethods: {
			password: tfa_session_password({}, o),
			"password+totp": tfa_session_password_totp({}, o),
			"password+recovery": tfa_session_password_recovery({}, o)
		}
	};
}
// src/pages/[locale]/(cabinet)/cabinet/profile.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
var text = (value) => typeof value === "string" ? value : "";
async function ProfilePage() {
	const { locale } = getRequestContext();
	const user = getSession()?.user;
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "profile",
		title: profile_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(ProfilePanel, {
			user: {
				name: text(user?.name),
				email: text(user?.email),
				avatar: text(user?.avatar) || null
			},
			locale,
			timeZone: text(user?.timeZone) || "Europe/Moscow",
			dateFormat: settingsOf(user).dateFormat,
			texts: profileTexts(locale),
			twoFactorTexts: twoFactorTexts(locale)
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_ProfilePage = /* #__PURE__ */ __vite_rsc_wrap_css__(ProfilePage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_ProfilePage as default, getConfig };

//# sourceMappingURL=profile-wmG7yPmV.js.map