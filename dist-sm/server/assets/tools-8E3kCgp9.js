import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
/* empty css                  */
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as mcp_tools_title } from "./mcp_tools_title-DMzBv6d7.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/mcp_add.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_AddInputs */
var en_mcp_add = () => {
	return `Add server`;
};
var ru_mcp_add = () => {
	return `Добавить сервер`;
};
/**
* | output |
* | --- |
* | "Add server" |
*
* @param {Mcp_AddInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_add = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_add(inputs);
	return en_mcp_add(inputs);
});
// src/paraglide/messages/mcp_add_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Add_TitleInputs */
var en_mcp_add_title = () => {
	return `Add a server`;
};
var ru_mcp_add_title = () => {
	return `Добавить сервер`;
};
/**
* | output |
* | --- |
* | "Add a server" |
*
* @param {Mcp_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_add_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_add_title(inputs);
	return en_mcp_add_title(inputs);
});
// src/paraglide/messages/mcp_adding.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_AddingInputs */
var en_mcp_adding = () => {
	return `Connecting…`;
};
var ru_mcp_adding = () => {
	return `Подключение…`;
};
/**
* | output |
* | --- |
* | "Connecting…" |
*
* @param {Mcp_AddingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_adding = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_adding(inputs);
	return en_mcp_adding(inputs);
});
// src/paraglide/messages/mcp_approval_always.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Approval_AlwaysInputs */
var en_mcp_approval_always = () => {
	return `Ask before each call`;
};
var ru_mcp_approval_always = () => {
	return `Спрашивать перед каждым вызовом`;
};
/**
* | output |
* | --- |
* | "Ask before each call" |
*
* @param {Mcp_Approval_AlwaysInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_approval_always = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_approval_always(inputs);
	return en_mcp_approval_always(inputs);
});
// src/paraglide/messages/mcp_approval_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Approval_LabelInputs */
var en_mcp_approval_label = () => {
	return `Approval`;
};
var ru_mcp_approval_label = () => {
	return `Одобрение`;
};
/**
* | output |
* | --- |
* | "Approval" |
*
* @param {Mcp_Approval_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_approval_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_approval_label(inputs);
	return en_mcp_approval_label(inputs);
});
// src/paraglide/messages/mcp_approval_never.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Approval_NeverInputs */
var en_mcp_approval_never = () => {
	return `Run without asking`;
};
var ru_mcp_approval_never = () => {
	return `Выполнять без вопросов`;
};
/**
* | output |
* | --- |
* | "Run without asking" |
*
* @param {Mcp_Approval_NeverInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_approval_never = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_approval_never(inputs);
	return en_mcp_approval_never(inputs);
});
// src/paraglide/messages/mcp_delete.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_DeleteInputs */
var en_mcp_delete = () => {
	return `Delete`;
};
var ru_mcp_delete = () => {
	return `Удалить`;
};
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Mcp_DeleteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_delete = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_delete(inputs);
	return en_mcp_delete(inputs);
});
// src/paraglide/messages/mcp_descriptions_note.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Descriptions_NoteInputs */
var en_mcp_descriptions_note = () => {
	return `Descriptions come from the server and are shown as plain text.`;
};
var ru_mcp_descriptions_note = () => {
	return `Описания приходят от сервера и показываются как обычный текст.`;
};
/**
* | output |
* | --- |
* | "Descriptions come from the server and are shown as plain text." |
*
* @param {Mcp_Descriptions_NoteInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_descriptions_note = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_descriptions_note(inputs);
	return en_mcp_descriptions_note(inputs);
});
// src/paraglide/messages/mcp_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_EmptyInputs */
var en_mcp_empty = () => {
	return `No servers yet.`;
};
var ru_mcp_empty = () => {
	return `Серверов пока нет.`;
};
/**
* | output |
* | --- |
* | "No servers yet." |
*
* @param {Mcp_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_empty(inputs);
	return en_mcp_empty(inputs);
});
// src/paraglide/messages/mcp_enabled.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_EnabledInputs */
var en_mcp_enabled = () => {
	return `Enabled`;
};
var ru_mcp_enabled = () => {
	return `Включён`;
};
/**
* | output |
* | --- |
* | "Enabled" |
*
* @param {Mcp_EnabledInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_enabled = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_enabled(inputs);
	return en_mcp_enabled(inputs);
});
// src/paraglide/messages/mcp_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_FailedInputs */
var en_mcp_failed = () => {
	return `Could not save. Try again.`;
};
var ru_mcp_failed = () => {
	return `Не удалось сохранить. Попробуйте ещё раз.`;
};
/**
* | output |
* | --- |
* | "Could not save. Try again." |
*
* @param {Mcp_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_failed(inputs);
	return en_mcp_failed(inputs);
});
// src/paraglide/messages/mcp_field_header_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Field_Header_NameInputs */
var en_mcp_field_header_name = () => {
	return `Header (optional)`;
};
var ru_mcp_field_header_name = () => {
	return `Заголовок (необязательно)`;
};
/**
* | output |
* | --- |
* | "Header (optional)" |
*
* @param {Mcp_Field_Header_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_field_header_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_field_header_name(inputs);
	return en_mcp_field_header_name(inputs);
});
// src/paraglide/messages/mcp_field_header_value.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Field_Header_ValueInputs */
var en_mcp_field_header_value = () => {
	return `Header value`;
};
var ru_mcp_field_header_value = () => {
	return `Значение заголовка`;
};
/**
* | output |
* | --- |
* | "Header value" |
*
* @param {Mcp_Field_Header_ValueInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_field_header_value = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_field_header_value(inputs);
	return en_mcp_field_header_value(inputs);
});
// src/paraglide/messages/mcp_field_name.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Field_NameInputs */
var en_mcp_field_name = () => {
	return `Name`;
};
var ru_mcp_field_name = () => {
	return `Название`;
};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Mcp_Field_NameInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_field_name = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_field_name(inputs);
	return en_mcp_field_name(inputs);
});
// src/paraglide/messages/mcp_field_url.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Field_UrlInputs */
var en_mcp_field_url = () => {
	return `Server URL`;
};
var ru_mcp_field_url = () => {
	return `Адрес сервера`;
};
/**
* | output |
* | --- |
* | "Server URL" |
*
* @param {Mcp_Field_UrlInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_field_url = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_field_url(inputs);
	return en_mcp_field_url(inputs);
});
// src/paraglide/messages/mcp_status_connected.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Status_ConnectedInputs */
var en_mcp_status_connected = () => {
	return `Connected`;
};
var ru_mcp_status_connected = () => {
	return `Подключён`;
};
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Mcp_Status_ConnectedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_status_connected = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_status_connected(inputs);
	return en_mcp_status_connected(inputs);
});
// src/paraglide/messages/mcp_status_error.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Status_ErrorInputs */
var en_mcp_status_error = () => {
	return `Error`;
};
var ru_mcp_status_error = () => {
	return `Ошибка`;
};
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Mcp_Status_ErrorInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_status_error = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_status_error(inputs);
	return en_mcp_status_error(inputs);
});
// src/paraglide/messages/mcp_status_needs_auth.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Status_Needs_AuthInputs */
var en_mcp_status_needs_auth = () => {
	return `Needs authorization`;
};
var ru_mcp_status_needs_auth = () => {
	return `Нужна авторизация`;
};
/**
* | output |
* | --- |
* | "Needs authorization" |
*
* @param {Mcp_Status_Needs_AuthInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_status_needs_auth = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_status_needs_auth(inputs);
	return en_mcp_status_needs_auth(inputs);
});
// src/paraglide/messages/mcp_tools_count.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Mcp_Tools_CountInputs */
var en_mcp_tools_count = (i) => {
	return `Tools: ${i?.count}`;
};
var ru_mcp_tools_count = (i) => {
	return `Инструментов: ${i?.count}`;
};
/**
* | output |
* | --- |
* | "Tools: {count}" |
*
* @param {Mcp_Tools_CountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_tools_count = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_tools_count(inputs);
	return en_mcp_tools_count(inputs);
});
// src/paraglide/messages/mcp_tools_intro.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Mcp_Tools_IntroInputs */
var en_mcp_tools_intro = () => {
	return `Connect MCP servers so models can use their tools. Each call waits for your approval unless you turn that off for a server.`;
};
var ru_mcp_tools_intro = () => {
	return `Подключите MCP-серверы, чтобы модели могли пользоваться их инструментами. Каждый вызов ждёт вашего одобрения, если вы не отключили это для сервера.`;
};
/**
* | output |
* | --- |
* | "Connect MCP servers so models can use their tools. Each call waits for your approval unless you turn that off for a server." |
*
* @param {Mcp_Tools_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var mcp_tools_intro = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_mcp_tools_intro(inputs);
	return en_mcp_tools_intro(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(cabinet)%2Fcabinet%2Ftools.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(cabinet)/cabinet/tools.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/mcp/mcp-texts.ts
/** The localized texts of the Tools page's island, given as a prop (islands carry no paraglide). */
function mcpTexts(locale) {
	const o = { locale };
	return {
		intro: mcp_tools_intro({}, o),
		addTitle: mcp_add_title({}, o),
		name: mcp_field_name({}, o),
		url: mcp_field_url({}, o),
		headerName: mcp_field_header_name({}, o),
		headerValue: mcp_field_header_value({}, o),
		add: mcp_add({}, o),
		adding: mcp_adding({}, o),
		empty: mcp_empty({}, o),
		status: {
			connected: mcp_status_connected({}, o),
			needs_auth: mcp_status_needs_auth({}, o),
			error: mcp_status_error({}, o)
		},
		enabled: mcp_enabled({}, o),
		approval: mcp_approval_label({}, o),
		approvalAlways: mcp_approval_always({}, o),
		approvalNever: mcp_approval_never({}, o),
		remove: mcp_delete({}, o),
		toolsCount: mcp_tools_count({ count: "{count}" }, o),
		descriptionsNote: mcp_descriptions_note({}, o),
		failed: mcp_failed({}, o)
	};
}
// src/components/mcp/mcp-tools-manager.tsx
var McpToolsManager = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"McpToolsManager\"");
}), "f7419084402c", "McpToolsManager");
// src/pages/[locale]/(cabinet)/cabinet/tools.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
/** Settings → Tools: the person's MCP servers (docs/decisions/144-mcp-tools.md). */
async function ToolsPage() {
	const { locale } = getRequestContext();
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "tools",
		title: mcp_tools_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(McpToolsManager, { texts: mcpTexts(locale) })
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_ToolsPage = /* #__PURE__ */ __vite_rsc_wrap_css__(ToolsPage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_ToolsPage as default, getConfig };

//# sourceMappingURL=tools-8E3kCgp9.js.map