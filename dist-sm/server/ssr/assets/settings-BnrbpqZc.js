import { t as Download } from "./download-B7EB72gW.js";
import { t as require_react } from "./react-DvVFp2nj.js";
import { t as callApi } from "./call-api-BMZ7hmPg.js";
import { t as useHydrated } from "./use-hydrated-Bt37Pui4.js";
import { t as FileDrop } from "./file-drop-DeFtY-f0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { o as writeModel, t as useCatalog } from "./use-catalog-20yJ5-m-.js";
import { r as seedSettings } from "./client-settings-q0tKyRWF.js";
import { a as voices, i as openaiVoices, r as formatDate, t as dateFormats } from "./settings-9t8EPcG1.js";
import { t as Select } from "./select-D9r9nEi0.js";
import { n as patchUser, t as applyTheme } from "./save-settings-CjimkODc.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
// src/paraglide/messages/porting_cancel.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_CancelInputs */
var en_porting_cancel = () => {
	return `Cancel`;
};
var ru_porting_cancel = () => {
	return `Отмена`;
};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Porting_CancelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_cancel = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_cancel(inputs);
	return en_porting_cancel(inputs);
});
// src/paraglide/messages/porting_confirm.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_ConfirmInputs */
var en_porting_confirm = () => {
	return `Import`;
};
var ru_porting_confirm = () => {
	return `Импортировать`;
};
/**
* | output |
* | --- |
* | "Import" |
*
* @param {Porting_ConfirmInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_confirm = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_confirm(inputs);
	return en_porting_confirm(inputs);
});
// src/paraglide/messages/porting_done.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Porting_DoneInputs */
var en_porting_done = (i) => {
	return `Imported chats: ${i?.count}`;
};
var ru_porting_done = (i) => {
	return `Импортировано чатов: ${i?.count}`;
};
/**
* | output |
* | --- |
* | "Imported chats: {count}" |
*
* @param {Porting_DoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_done = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_done(inputs);
	return en_porting_done(inputs);
});
// src/paraglide/messages/porting_export_all.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_Export_AllInputs */
var en_porting_export_all = () => {
	return `Export all chats (JSON)`;
};
var ru_porting_export_all = () => {
	return `Экспортировать все чаты (JSON)`;
};
/**
* | output |
* | --- |
* | "Export all chats (JSON)" |
*
* @param {Porting_Export_AllInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_export_all = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_export_all(inputs);
	return en_porting_export_all(inputs);
});
// src/paraglide/messages/porting_export_all_md.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_Export_All_MdInputs */
var en_porting_export_all_md = () => {
	return `Export all chats (Markdown)`;
};
var ru_porting_export_all_md = () => {
	return `Экспортировать все чаты (Markdown)`;
};
/**
* | output |
* | --- |
* | "Export all chats (Markdown)" |
*
* @param {Porting_Export_All_MdInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_export_all_md = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_export_all_md(inputs);
	return en_porting_export_all_md(inputs);
});
// src/paraglide/messages/porting_import_choose.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_Import_ChooseInputs */
var en_porting_import_choose = () => {
	return `Import chats from a file`;
};
var ru_porting_import_choose = () => {
	return `Импортировать чаты из файла`;
};
/**
* | output |
* | --- |
* | "Import chats from a file" |
*
* @param {Porting_Import_ChooseInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_import_choose = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_import_choose(inputs);
	return en_porting_import_choose(inputs);
});
// src/paraglide/messages/porting_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_IntroInputs */
var en_porting_intro = () => {
	return `Download all your chats as one JSON file, or bring chats in from a Beseda export or ChatGPT's conversations.json (up to 20 MB). Imported answers cost nothing.`;
};
var ru_porting_intro = () => {
	return `Скачайте все свои чаты одним файлом JSON или перенесите чаты из экспорта Беседы или из conversations.json ChatGPT (до 20 МБ). Импортированные ответы ничего не стоят.`;
};
/**
* | output |
* | --- |
* | "Download all your chats as one JSON file, or bring chats in from a Beseda export or ChatGPT's conversations.json (up to 20 MB). Imported answers cost nothing." |
*
* @param {Porting_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_intro = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_intro(inputs);
	return en_porting_intro(inputs);
});
// src/paraglide/messages/porting_network.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_NetworkInputs */
var en_porting_network = () => {
	return `No connection to the server. Try again.`;
};
var ru_porting_network = () => {
	return `Нет связи с сервером. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "No connection to the server. Try again." |
*
* @param {Porting_NetworkInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_network = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_network(inputs);
	return en_porting_network(inputs);
});
// src/paraglide/messages/porting_preview_beseda.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_Preview_BesedaInputs */
var en_porting_preview_beseda = () => {
	return `From a Beseda export`;
};
var ru_porting_preview_beseda = () => {
	return `Из экспорта Беседы`;
};
/**
* | output |
* | --- |
* | "From a Beseda export" |
*
* @param {Porting_Preview_BesedaInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_preview_beseda = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_preview_beseda(inputs);
	return en_porting_preview_beseda(inputs);
});
// src/paraglide/messages/porting_preview_chatgpt.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_Preview_ChatgptInputs */
var en_porting_preview_chatgpt = () => {
	return `From a ChatGPT export`;
};
var ru_porting_preview_chatgpt = () => {
	return `Из экспорта ChatGPT`;
};
/**
* | output |
* | --- |
* | "From a ChatGPT export" |
*
* @param {Porting_Preview_ChatgptInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_preview_chatgpt = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_preview_chatgpt(inputs);
	return en_porting_preview_chatgpt(inputs);
});
// src/paraglide/messages/porting_preview_counts.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ chats: NonNullable<unknown>, messages: NonNullable<unknown> }} Porting_Preview_CountsInputs */
var en_porting_preview_counts = (i) => {
	return `Chats: ${i?.chats} · messages: ${i?.messages}`;
};
var ru_porting_preview_counts = (i) => {
	return `Чатов: ${i?.chats} · сообщений: ${i?.messages}`;
};
/**
* | output |
* | --- |
* | "Chats: {chats} · messages: {messages}" |
*
* @param {Porting_Preview_CountsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_preview_counts = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_preview_counts(inputs);
	return en_porting_preview_counts(inputs);
});
// src/paraglide/messages/porting_preview_messages.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Porting_Preview_MessagesInputs */
var en_porting_preview_messages = (i) => {
	return `messages: ${i?.count}`;
};
var ru_porting_preview_messages = (i) => {
	return `сообщений: ${i?.count}`;
};
/**
* | output |
* | --- |
* | "messages: {count}" |
*
* @param {Porting_Preview_MessagesInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_preview_messages = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_preview_messages(inputs);
	return en_porting_preview_messages(inputs);
});
// src/paraglide/messages/porting_preview_more.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Porting_Preview_MoreInputs */
var en_porting_preview_more = (i) => {
	return `…and ${i?.count} more`;
};
var ru_porting_preview_more = (i) => {
	return `…и ещё ${i?.count}`;
};
/**
* | output |
* | --- |
* | "…and {count} more" |
*
* @param {Porting_Preview_MoreInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_preview_more = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_preview_more(inputs);
	return en_porting_preview_more(inputs);
});
// src/paraglide/messages/porting_preview_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_Preview_TitleInputs */
var en_porting_preview_title = () => {
	return `Import these chats?`;
};
var ru_porting_preview_title = () => {
	return `Импортировать эти чаты?`;
};
/**
* | output |
* | --- |
* | "Import these chats?" |
*
* @param {Porting_Preview_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_preview_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_preview_title(inputs);
	return en_porting_preview_title(inputs);
});
// src/paraglide/messages/porting_reading.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_ReadingInputs */
var en_porting_reading = () => {
	return `Reading the file…`;
};
var ru_porting_reading = () => {
	return `Читаем файл…`;
};
/**
* | output |
* | --- |
* | "Reading the file…" |
*
* @param {Porting_ReadingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_reading = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_reading(inputs);
	return en_porting_reading(inputs);
});
// src/paraglide/messages/porting_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Porting_TitleInputs */
var en_porting_title = () => {
	return `Export and import of chats`;
};
var ru_porting_title = () => {
	return `Экспорт и импорт чатов`;
};
/**
* | output |
* | --- |
* | "Export and import of chats" |
*
* @param {Porting_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var porting_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_porting_title(inputs);
	return en_porting_title(inputs);
});
// src/lib/chat-porting/import-chats.ts
var import_react = require_react();
/**
* Sends an export file to the api: `preview` only asks what would be created
* (docs/chat-export-format.md); otherwise the chats are created, all or none.
*
* @example const preview = await importChats(file, { preview: true })
*/
function importChats(file, { preview }) {
	const form = new FormData();
	form.set("file", file);
	return callApi(`/v1/chat/import${preview ? "?dryRun=1" : ""}`, "POST", form);
}
// src/components/chat-porting/import-preview-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Titles listed in the preview; the rest are counted. */
var LISTED = 10;
/**
* What an import would create — chats, messages, their titles — before anything is: the
* person confirms or cancels (Escape too). A modal `<dialog>`, so the page behind is inert.
*/
function ImportPreviewDialog({ locale, preview, busy, onConfirm, onClose }) {
	const dialog = (0, import_react.useRef)(null);
	const titleId = (0, import_react.useId)();
	(0, import_react.useEffect)(() => {
		const element = dialog.current;
		if (!element) return;
		element.showModal();
		element.querySelector(".button-primary")?.focus();
		return () => element.close();
	}, []);
	const more = preview.chats.length - LISTED;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialog,
		className: "modal import-preview",
		"aria-labelledby": titleId,
		"data-testid": "import-preview",
		onCancel: (event) => {
			event.preventDefault();
			onClose();
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: titleId,
				className: "modal-title",
				children: porting_preview_title({}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: preview.source === "chatgpt" ? porting_preview_chatgpt({}, { locale }) : porting_preview_beseda({}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				"data-testid": "import-preview-counts",
				children: porting_preview_counts({
					chats: String(preview.totalChats),
					messages: String(preview.totalMessages)
				}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "import-preview-list",
				children: [preview.chats.slice(0, LISTED).map((chat, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					"data-testid": "import-preview-chat",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: chat.name }),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "muted",
							children: porting_preview_messages({ count: String(chat.messages) }, { locale })
						})
					]
				}, index)), more > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "muted",
					children: porting_preview_more({ count: String(more) }, { locale })
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "import-preview-actions",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button-primary",
					onClick: onConfirm,
					disabled: busy,
					"data-testid": "import-confirm",
					children: porting_confirm({}, { locale })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button",
					onClick: onClose,
					disabled: busy,
					children: porting_cancel({}, { locale })
				})]
			})
		]
	});
}
// src/components/chat-porting/chat-porting-panel.tsx
/** Chats listed as links after an import. */
var LINKED = 10;
/** All chats as one download, in each format the api offers. */
var allChatsDownloads = [{
	format: "json",
	testId: "export-all",
	label: porting_export_all
}, {
	format: "md",
	testId: "export-all-md",
	label: porting_export_all_md
}];
/**
* Settings: download all chats as JSON or Markdown, or import a Beseda or ChatGPT export after a
* preview of what it will create (docs/decisions/103-chat-export-import.md). The cabinet has no
* LocaleProvider: the page passes the locale.
*/
function ChatPortingPanel({ locale }) {
	const hydrated = useHydrated();
	const [file, setFile] = (0, import_react.useState)(null);
	const [preview, setPreview] = (0, import_react.useState)(null);
	const [done, setDone] = (0, import_react.useState)(null);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	const failed = (res) => setError(res.message ?? porting_network({}, { locale }));
	const choose = async (chosen) => {
		setError(null);
		setDone(null);
		if (!chosen) return;
		setFile(chosen);
		setBusy(true);
		const res = await importChats(chosen, { preview: true });
		setBusy(false);
		if (res.ok) setPreview(res.data);
		else failed(res);
	};
	const confirm = async () => {
		if (!file) return;
		setBusy(true);
		const res = await importChats(file, { preview: false });
		setBusy(false);
		setPreview(null);
		if (!res.ok) return failed(res);
		setDone(res.data);
		setFile(null);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "settings-group chat-porting",
		"data-testid": "chat-porting",
		"data-hydrated": hydrated,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: porting_title({}, { locale }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: porting_intro({}, { locale })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "chat-porting-row",
				children: allChatsDownloads.map(({ format, testId, label }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
					className: "button",
					href: `/api/v1/chat/export?format=${format}`,
					download: true,
					"data-testid": testId,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Download, {
							size: 16,
							"aria-hidden": true
						}),
						" ",
						label({}, { locale })
					]
				}, format))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "chat-porting-row",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDrop, {
					title: porting_import_choose({}, { locale }),
					hint: ".json",
					chosen: file?.name,
					accept: ".json,application/json",
					disabled: busy,
					onFiles: ([chosen]) => void choose(chosen),
					testId: "import-file"
				})
			}),
			busy && !preview && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "muted",
				children: porting_reading({}, { locale })
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "settings-error",
				"data-testid": "import-error",
				children: error
			}),
			done && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				role: "status",
				"data-testid": "import-done",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: porting_done({ count: String(done.totalChats) }, { locale }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: done.chats.slice(0, LINKED).map((chat) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: `/${locale}/chat/${chat.id}`,
					children: chat.name
				}) }, chat.id)) })]
			}),
			preview && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImportPreviewDialog, {
				locale,
				preview,
				busy,
				onConfirm: confirm,
				onClose: () => setPreview(null)
			})
		]
	});
}
// src/components/settings/settings-fields.tsx
/** A titled group of settings. */
function Group({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "settings-group",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: title }), children]
	});
}
/** A label above its one control, tied by the control's id. */
function Field({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "settings-field",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: children.props.id,
			children: label
		}), children]
	});
}
// src/components/settings/settings-form.tsx
var languages = {
	ru: "Русский",
	en: "English"
};
/** Every preference of the account; each change is saved at once and applied without reload. */
function SettingsForm({ initial, locale, timeZone: initialZone, texts }) {
	const [settings, setSettings] = (0, import_react.useState)(initial);
	const [timeZone, setTimeZone] = (0, import_react.useState)(initialZone);
	const [status, setStatus] = (0, import_react.useState)();
	const [zones, setZones] = (0, import_react.useState)([initialZone]);
	const catalog = useCatalog();
	const [hydrated, setHydrated] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		setHydrated(true);
		seedSettings(initial);
		setZones(Intl.supportedValuesOf?.("timeZone") ?? [initialZone]);
	}, [initial, initialZone]);
	const report = (error) => setStatus(error === null ? {
		ok: true,
		text: texts.saved
	} : {
		ok: false,
		text: error || texts.failed
	});
	const save = async (key, value) => {
		const previous = settings;
		setSettings({
			...settings,
			[key]: value
		});
		if (key === "theme") applyTheme(value);
		if (key === "defaultModel" && typeof value === "string") writeModel(localStorage, value);
		const error = await patchUser({ settings: { [key]: value } });
		if (error !== null) setSettings(previous);
		report(error);
	};
	const saveZone = async (zone) => {
		setTimeZone(zone);
		report(await patchUser({ timeZone: zone }));
	};
	const saveLanguage = async (next) => {
		const error = await patchUser({ locale: next });
		if (error === null) location.assign(`/${next}/cabinet/settings`);
		else report(error);
	};
	const select = (value) => value || null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "settings-form",
		"data-testid": "settings-form",
		"data-hydrated": hydrated,
		onSubmit: (e) => e.preventDefault(),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				title: texts.lookGroup,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: texts.theme,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						id: "setting-theme",
						value: settings.theme ?? "system",
						onChange: (e) => save("theme", e.target.value),
						"data-testid": "setting-theme",
						children: [
							"system",
							"light",
							"dark"
						].map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: t,
							children: texts.themes[t]
						}, t))
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: texts.language,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						id: "setting-language",
						value: locale,
						onChange: (e) => saveLanguage(e.target.value),
						"data-testid": "setting-language",
						children: ["ru", "en"].map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: l,
							lang: l,
							children: languages[l]
						}, l))
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				title: texts.chatGroup,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: texts.defaultModel,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Select, {
							id: "setting-defaultModel",
							value: settings.defaultModel ?? "",
							onChange: (e) => save("defaultModel", select(e.target.value)),
							"data-testid": "setting-default-model",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: texts.none
								}),
								settings.defaultModel && !catalog?.models.some((x) => x.id === settings.defaultModel) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: settings.defaultModel,
									children: settings.defaultModel
								}),
								catalog?.models.map((x) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: x.id,
									children: x.title
								}, x.id))
							]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: texts.defaultAssistant,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Select, {
							id: "setting-defaultAssistant",
							value: settings.defaultAssistant ?? "",
							onChange: (e) => save("defaultAssistant", select(e.target.value)),
							"data-testid": "setting-default-assistant",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: texts.none
								}),
								settings.defaultAssistant && !catalog?.assistants.some((x) => x.id === settings.defaultAssistant) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: settings.defaultAssistant,
									children: settings.defaultAssistant
								}),
								catalog?.assistants.map((x) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: x.id,
									children: x.name
								}, x.id))
							]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: texts.sendOn,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Select, {
							id: "setting-sendOn",
							value: settings.sendOn,
							onChange: (e) => save("sendOn", e.target.value),
							"data-testid": "setting-send-on",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "enter",
								children: texts.sendEnter
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "ctrl-enter",
								children: texts.sendCtrlEnter
							})]
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				title: texts.voiceGroup,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: texts.voice,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Select, {
							id: "setting-voice",
							value: settings.voice ?? "",
							onChange: (e) => save("voice", e.target.value || null),
							"data-testid": "setting-voice",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: texts.voiceAuto
								}),
								voices.map((v) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
									value: v,
									children: [
										v[0]?.toUpperCase(),
										v.slice(1),
										" (",
										v === "john" ? "English" : "Русский",
										")"
									]
								}, v)),
								openaiVoices.map((v) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
									value: v,
									children: [
										v[0]?.toUpperCase(),
										v.slice(1),
										" (OpenAI)"
									]
								}, v))
							]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						label: `${texts.speechRate}: ${settings.speechRate}×`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id: "setting-speechRate",
							type: "range",
							min: .5,
							max: 2,
							step: .25,
							value: settings.speechRate,
							onChange: (e) => save("speechRate", Number(e.target.value)),
							"data-testid": "setting-speech-rate"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "settings-check",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							checked: settings.autoRead,
							onChange: (e) => save("autoRead", e.target.checked),
							"data-testid": "setting-auto-read"
						}), texts.autoRead]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				title: texts.timeGroup,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: texts.timeZone,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						id: "setting-timeZone",
						value: timeZone,
						onChange: (e) => saveZone(e.target.value),
						"data-testid": "setting-time-zone",
						children: zones.map((z) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: z,
							children: z
						}, z))
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					label: texts.dateFormat,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						id: "setting-dateFormat",
						value: settings.dateFormat,
						onChange: (e) => save("dateFormat", e.target.value),
						"data-testid": "setting-date-format",
						children: dateFormats.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: f,
							children: formatDate("2026-11-23T12:00:00Z", f, timeZone)
						}, f))
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
				title: texts.privacyGroup,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "settings-check",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "checkbox",
						checked: settings.doNotTrack,
						onChange: (e) => save("doNotTrack", e.target.checked),
						"data-testid": "setting-do-not-track"
					}), texts.doNotTrack]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: status?.ok === false ? "settings-error" : "muted",
				"data-testid": "settings-status",
				children: status?.text
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(cabinet)/cabinet/settings.tsx
var export_0eed2790d541 = { ChatPortingPanel };
var export_838c65986e08 = { SettingsForm };
export { export_0eed2790d541, export_838c65986e08 };

//# sourceMappingURL=settings-BnrbpqZc.js.map