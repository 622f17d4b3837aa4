import { i as __toESM, t as require_react_react_server } from "./react.react-server-C3EmDfio.js";
import { A as registerClientReference, v as require_jsx_runtime_react_server } from "./internal-headers-Ckg8TsQ5.js";
import { t as Screen } from "./screen-BQ-IwAnC.js";
import { t as auth_error_generic } from "./auth_error_generic-CHVWiMRB.js";
import { t as balance_title } from "./balance_title-BimM_rnA.js";
import { t as loadPriceList } from "./load-prices.server-BPm2SOAf.js";
import { t as misc_loading } from "./misc_loading-Bs7zDFl-.js";
import { t as misc_retry } from "./misc_retry-BVqGZTRn.js";
import { t as getRequestContext } from "./request-context.server-DaeM4xFu.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
// src/paraglide/messages/balance_bonus_until.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ date: NonNullable<unknown> }} Balance_Bonus_UntilInputs */
var en_balance_bonus_until = (i) => {
	return `Bonus period until ${i?.date}`;
};
var ru_balance_bonus_until = (i) => {
	return `Бонусный период до ${i?.date}`;
};
/**
* | output |
* | --- |
* | "Bonus period until {date}" |
*
* @param {Balance_Bonus_UntilInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_bonus_until = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_bonus_until(inputs);
	return en_balance_bonus_until(inputs);
});
// src/paraglide/messages/balance_chart_axis_max.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Balance_Chart_Axis_MaxInputs */
var en_balance_chart_axis_max = (i) => {
	return `Highest day: ${i?.amount}`;
};
var ru_balance_chart_axis_max = (i) => {
	return `Самый дорогой день: ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "Highest day: {amount}" |
*
* @param {Balance_Chart_Axis_MaxInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_chart_axis_max = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_chart_axis_max(inputs);
	return en_balance_chart_axis_max(inputs);
});
// src/paraglide/messages/balance_chart_day.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Chart_DayInputs */
var en_balance_chart_day = () => {
	return `Day`;
};
var ru_balance_chart_day = () => {
	return `День`;
};
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Balance_Chart_DayInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_chart_day = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_chart_day(inputs);
	return en_balance_chart_day(inputs);
});
// src/paraglide/messages/balance_chart_desc.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Chart_DescInputs */
var en_balance_chart_desc = () => {
	return `Daily spending by model, Moscow time; the table below lists the same numbers.`;
};
var ru_balance_chart_desc = () => {
	return `Расходы по дням и моделям, московское время; те же числа — в таблице ниже.`;
};
/**
* | output |
* | --- |
* | "Daily spending by model, Moscow time; the table below lists the same numbers." |
*
* @param {Balance_Chart_DescInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_chart_desc = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_chart_desc(inputs);
	return en_balance_chart_desc(inputs);
});
// src/paraglide/messages/balance_chart_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Chart_EmptyInputs */
var en_balance_chart_empty = () => {
	return `No spending in the last 30 days`;
};
var ru_balance_chart_empty = () => {
	return `За последние 30 дней расходов нет`;
};
/**
* | output |
* | --- |
* | "No spending in the last 30 days" |
*
* @param {Balance_Chart_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_chart_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_chart_empty(inputs);
	return en_balance_chart_empty(inputs);
});
// src/paraglide/messages/balance_chart_table.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Chart_TableInputs */
var en_balance_chart_table = () => {
	return `Spending as a table`;
};
var ru_balance_chart_table = () => {
	return `Расходы таблицей`;
};
/**
* | output |
* | --- |
* | "Spending as a table" |
*
* @param {Balance_Chart_TableInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_chart_table = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_chart_table(inputs);
	return en_balance_chart_table(inputs);
});
// src/paraglide/messages/balance_chart_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Chart_TitleInputs */
var en_balance_chart_title = () => {
	return `Spending over 30 days`;
};
var ru_balance_chart_title = () => {
	return `Расходы за 30 дней`;
};
/**
* | output |
* | --- |
* | "Spending over 30 days" |
*
* @param {Balance_Chart_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_chart_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_chart_title(inputs);
	return en_balance_chart_title(inputs);
});
// src/paraglide/messages/balance_chart_total.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Balance_Chart_TotalInputs */
var en_balance_chart_total = (i) => {
	return `Total for 30 days: ${i?.amount}`;
};
var ru_balance_chart_total = (i) => {
	return `Всего за 30 дней: ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "Total for 30 days: {amount}" |
*
* @param {Balance_Chart_TotalInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_chart_total = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_chart_total(inputs);
	return en_balance_chart_total(inputs);
});
// src/paraglide/messages/balance_kind_grant.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Kind_GrantInputs */
var en_balance_kind_grant = () => {
	return `Grant`;
};
var ru_balance_kind_grant = () => {
	return `Начисление`;
};
/**
* | output |
* | --- |
* | "Grant" |
*
* @param {Balance_Kind_GrantInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_kind_grant = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_kind_grant(inputs);
	return en_balance_kind_grant(inputs);
});
// src/paraglide/messages/balance_kind_promo.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Kind_PromoInputs */
var en_balance_kind_promo = () => {
	return `Promo`;
};
var ru_balance_kind_promo = () => {
	return `Промокод`;
};
/**
* | output |
* | --- |
* | "Promo" |
*
* @param {Balance_Kind_PromoInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_kind_promo = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_kind_promo(inputs);
	return en_balance_kind_promo(inputs);
});
// src/paraglide/messages/balance_kind_refund.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Kind_RefundInputs */
var en_balance_kind_refund = () => {
	return `Refund`;
};
var ru_balance_kind_refund = () => {
	return `Возврат`;
};
/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Balance_Kind_RefundInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_kind_refund = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_kind_refund(inputs);
	return en_balance_kind_refund(inputs);
});
// src/paraglide/messages/balance_kind_top_up.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Kind_Top_UpInputs */
var en_balance_kind_top_up = () => {
	return `Top-up`;
};
var ru_balance_kind_top_up = () => {
	return `Пополнение`;
};
/**
* | output |
* | --- |
* | "Top-up" |
*
* @param {Balance_Kind_Top_UpInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_kind_top_up = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_kind_top_up(inputs);
	return en_balance_kind_top_up(inputs);
});
// src/paraglide/messages/balance_kind_usage.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Kind_UsageInputs */
var en_balance_kind_usage = () => {
	return `Usage`;
};
var ru_balance_kind_usage = () => {
	return `Расход`;
};
/**
* | output |
* | --- |
* | "Usage" |
*
* @param {Balance_Kind_UsageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_kind_usage = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_kind_usage(inputs);
	return en_balance_kind_usage(inputs);
});
// src/paraglide/messages/balance_ledger_all.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_AllInputs */
var en_balance_ledger_all = () => {
	return `All`;
};
var ru_balance_ledger_all = () => {
	return `Все`;
};
/**
* | output |
* | --- |
* | "All" |
*
* @param {Balance_Ledger_AllInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_all = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_all(inputs);
	return en_balance_ledger_all(inputs);
});
// src/paraglide/messages/balance_ledger_amount.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_AmountInputs */
var en_balance_ledger_amount = () => {
	return `Amount`;
};
var ru_balance_ledger_amount = () => {
	return `Сумма`;
};
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Balance_Ledger_AmountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_amount = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_amount(inputs);
	return en_balance_ledger_amount(inputs);
});
// src/paraglide/messages/balance_ledger_csv.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_CsvInputs */
var en_balance_ledger_csv = () => {
	return `Download CSV`;
};
var ru_balance_ledger_csv = () => {
	return `Скачать CSV`;
};
/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Balance_Ledger_CsvInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_csv = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_csv(inputs);
	return en_balance_ledger_csv(inputs);
});
// src/paraglide/messages/balance_ledger_date.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_DateInputs */
var en_balance_ledger_date = () => {
	return `Date`;
};
var ru_balance_ledger_date = () => {
	return `Дата`;
};
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Balance_Ledger_DateInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_date = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_date(inputs);
	return en_balance_ledger_date(inputs);
});
// src/paraglide/messages/balance_ledger_details.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_DetailsInputs */
var en_balance_ledger_details = () => {
	return `Details`;
};
var ru_balance_ledger_details = () => {
	return `Подробности`;
};
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Balance_Ledger_DetailsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_details = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_details(inputs);
	return en_balance_ledger_details(inputs);
});
// src/paraglide/messages/balance_ledger_empty.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_EmptyInputs */
var en_balance_ledger_empty = () => {
	return `No entries`;
};
var ru_balance_ledger_empty = () => {
	return `Записей нет`;
};
/**
* | output |
* | --- |
* | "No entries" |
*
* @param {Balance_Ledger_EmptyInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_empty = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_empty(inputs);
	return en_balance_ledger_empty(inputs);
});
// src/paraglide/messages/balance_ledger_kind.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_KindInputs */
var en_balance_ledger_kind = () => {
	return `Kind`;
};
var ru_balance_ledger_kind = () => {
	return `Тип`;
};
/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Balance_Ledger_KindInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_kind = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_kind(inputs);
	return en_balance_ledger_kind(inputs);
});
// src/paraglide/messages/balance_ledger_month.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_MonthInputs */
var en_balance_ledger_month = () => {
	return `Month`;
};
var ru_balance_ledger_month = () => {
	return `Месяц`;
};
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Balance_Ledger_MonthInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_month = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_month(inputs);
	return en_balance_ledger_month(inputs);
});
// src/paraglide/messages/balance_ledger_next.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_NextInputs */
var en_balance_ledger_next = () => {
	return `Older`;
};
var ru_balance_ledger_next = () => {
	return `Старее`;
};
/**
* | output |
* | --- |
* | "Older" |
*
* @param {Balance_Ledger_NextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_next = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_next(inputs);
	return en_balance_ledger_next(inputs);
});
// src/paraglide/messages/balance_ledger_open_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_Open_ChatInputs */
var en_balance_ledger_open_chat = () => {
	return `open chat`;
};
var ru_balance_ledger_open_chat = () => {
	return `открыть чат`;
};
/**
* | output |
* | --- |
* | "open chat" |
*
* @param {Balance_Ledger_Open_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_open_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_open_chat(inputs);
	return en_balance_ledger_open_chat(inputs);
});
// src/paraglide/messages/balance_ledger_page.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Balance_Ledger_PageInputs */
var en_balance_ledger_page = (i) => {
	return `Page ${i?.page} of ${i?.pages}`;
};
var ru_balance_ledger_page = (i) => {
	return `Страница ${i?.page} из ${i?.pages}`;
};
/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Balance_Ledger_PageInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_page = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_page(inputs);
	return en_balance_ledger_page(inputs);
});
// src/paraglide/messages/balance_ledger_prev.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_PrevInputs */
var en_balance_ledger_prev = () => {
	return `Newer`;
};
var ru_balance_ledger_prev = () => {
	return `Новее`;
};
/**
* | output |
* | --- |
* | "Newer" |
*
* @param {Balance_Ledger_PrevInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_prev = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_prev(inputs);
	return en_balance_ledger_prev(inputs);
});
// src/paraglide/messages/balance_ledger_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ledger_TitleInputs */
var en_balance_ledger_title = () => {
	return `Ledger`;
};
var ru_balance_ledger_title = () => {
	return `Движение средств`;
};
/**
* | output |
* | --- |
* | "Ledger" |
*
* @param {Balance_Ledger_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_title(inputs);
	return en_balance_ledger_title(inputs);
});
// src/paraglide/messages/balance_ledger_totals.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ credit: NonNullable<unknown>, debit: NonNullable<unknown> }} Balance_Ledger_TotalsInputs */
var en_balance_ledger_totals = (i) => {
	return `In: ${i?.credit} · Out: ${i?.debit}`;
};
var ru_balance_ledger_totals = (i) => {
	return `Приход: ${i?.credit} · Расход: ${i?.debit}`;
};
/**
* | output |
* | --- |
* | "In: {credit} · Out: {debit}" |
*
* @param {Balance_Ledger_TotalsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ledger_totals = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ledger_totals(inputs);
	return en_balance_ledger_totals(inputs);
});
// src/paraglide/messages/balance_load_failed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Load_FailedInputs */
var en_balance_load_failed = () => {
	return `Could not load the balance`;
};
var ru_balance_load_failed = () => {
	return `Не удалось загрузить баланс`;
};
/**
* | output |
* | --- |
* | "Could not load the balance" |
*
* @param {Balance_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_load_failed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_load_failed(inputs);
	return en_balance_load_failed(inputs);
});
// src/paraglide/messages/balance_now.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_NowInputs */
var en_balance_now = () => {
	return `Team balance`;
};
var ru_balance_now = () => {
	return `Баланс команды`;
};
/**
* | output |
* | --- |
* | "Team balance" |
*
* @param {Balance_NowInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_now = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_now(inputs);
	return en_balance_now(inputs);
});
// src/paraglide/messages/balance_on_hold.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Balance_On_HoldInputs */
var en_balance_on_hold = (i) => {
	return `On hold for running work: ${i?.amount}`;
};
var ru_balance_on_hold = (i) => {
	return `В резерве под текущую работу: ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "On hold for running work: {amount}" |
*
* @param {Balance_On_HoldInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_on_hold = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_on_hold(inputs);
	return en_balance_on_hold(inputs);
});
// src/paraglide/messages/balance_payment_canceled.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Payment_CanceledInputs */
var en_balance_payment_canceled = () => {
	return `The payment was canceled`;
};
var ru_balance_payment_canceled = () => {
	return `Оплата отменена`;
};
/**
* | output |
* | --- |
* | "The payment was canceled" |
*
* @param {Balance_Payment_CanceledInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_payment_canceled = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_payment_canceled(inputs);
	return en_balance_payment_canceled(inputs);
});
// src/paraglide/messages/balance_payment_credited.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Balance_Payment_CreditedInputs */
var en_balance_payment_credited = (i) => {
	return `Payment received: ${i?.amount} credited`;
};
var ru_balance_payment_credited = (i) => {
	return `Оплата получена: зачислено ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "Payment received: {amount} credited" |
*
* @param {Balance_Payment_CreditedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_payment_credited = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_payment_credited(inputs);
	return en_balance_payment_credited(inputs);
});
// src/paraglide/messages/balance_payment_pending.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Payment_PendingInputs */
var en_balance_payment_pending = () => {
	return `Waiting for the payment to be confirmed…`;
};
var ru_balance_payment_pending = () => {
	return `Ждём подтверждения оплаты…`;
};
/**
* | output |
* | --- |
* | "Waiting for the payment to be confirmed…" |
*
* @param {Balance_Payment_PendingInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_payment_pending = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_payment_pending(inputs);
	return en_balance_payment_pending(inputs);
});
// src/paraglide/messages/balance_payment_unknown.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Payment_UnknownInputs */
var en_balance_payment_unknown = () => {
	return `This payment was not found`;
};
var ru_balance_payment_unknown = () => {
	return `Платёж не найден`;
};
/**
* | output |
* | --- |
* | "This payment was not found" |
*
* @param {Balance_Payment_UnknownInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_payment_unknown = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_payment_unknown(inputs);
	return en_balance_payment_unknown(inputs);
});
// src/paraglide/messages/balance_promo_check.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Promo_CheckInputs */
var en_balance_promo_check = () => {
	return `Check`;
};
var ru_balance_promo_check = () => {
	return `Проверить`;
};
/**
* | output |
* | --- |
* | "Check" |
*
* @param {Balance_Promo_CheckInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_promo_check = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_promo_check(inputs);
	return en_balance_promo_check(inputs);
});
// src/paraglide/messages/balance_promo_done.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Promo_DoneInputs */
var en_balance_promo_done = () => {
	return `Promo code applied`;
};
var ru_balance_promo_done = () => {
	return `Промокод применён`;
};
/**
* | output |
* | --- |
* | "Promo code applied" |
*
* @param {Balance_Promo_DoneInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_promo_done = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_promo_done(inputs);
	return en_balance_promo_done(inputs);
});
// src/paraglide/messages/balance_promo_expired.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Promo_ExpiredInputs */
var en_balance_promo_expired = () => {
	return `This code can no longer be used.`;
};
var ru_balance_promo_expired = () => {
	return `Этот код больше не действует.`;
};
/**
* | output |
* | --- |
* | "This code can no longer be used." |
*
* @param {Balance_Promo_ExpiredInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_promo_expired = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_promo_expired(inputs);
	return en_balance_promo_expired(inputs);
});
// src/paraglide/messages/balance_promo_label.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Promo_LabelInputs */
var en_balance_promo_label = () => {
	return `Code`;
};
var ru_balance_promo_label = () => {
	return `Код`;
};
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Balance_Promo_LabelInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_promo_label = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_promo_label(inputs);
	return en_balance_promo_label(inputs);
});
// src/paraglide/messages/balance_promo_offer.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ name: NonNullable<unknown>, days: NonNullable<unknown>, amount: NonNullable<unknown> }} Balance_Promo_OfferInputs */
var en_balance_promo_offer = (i) => {
	return `${i?.name}: ${i?.days} bonus days and ${i?.amount}`;
};
var ru_balance_promo_offer = (i) => {
	return `${i?.name}: ${i?.days} бонусных дней и ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "{name}: {days} bonus days and {amount}" |
*
* @param {Balance_Promo_OfferInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_promo_offer = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_promo_offer(inputs);
	return en_balance_promo_offer(inputs);
});
// src/paraglide/messages/balance_promo_redeem.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Promo_RedeemInputs */
var en_balance_promo_redeem = () => {
	return `Apply`;
};
var ru_balance_promo_redeem = () => {
	return `Применить`;
};
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Balance_Promo_RedeemInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_promo_redeem = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_promo_redeem(inputs);
	return en_balance_promo_redeem(inputs);
});
// src/paraglide/messages/balance_promo_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Promo_TitleInputs */
var en_balance_promo_title = () => {
	return `Promo code`;
};
var ru_balance_promo_title = () => {
	return `Промокод`;
};
/**
* | output |
* | --- |
* | "Promo code" |
*
* @param {Balance_Promo_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_promo_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_promo_title(inputs);
	return en_balance_promo_title(inputs);
});
// src/paraglide/messages/balance_promo_used.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Promo_UsedInputs */
var en_balance_promo_used = () => {
	return `You have already used this code.`;
};
var ru_balance_promo_used = () => {
	return `Вы уже использовали этот код.`;
};
/**
* | output |
* | --- |
* | "You have already used this code." |
*
* @param {Balance_Promo_UsedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_promo_used = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_promo_used(inputs);
	return en_balance_promo_used(inputs);
});
// src/paraglide/messages/balance_ref_email_confirmed.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Ref_Email_ConfirmedInputs */
var en_balance_ref_email_confirmed = () => {
	return `Welcome credit for confirming the email`;
};
var ru_balance_ref_email_confirmed = () => {
	return `Подарок за подтверждение почты`;
};
/**
* | output |
* | --- |
* | "Welcome credit for confirming the email" |
*
* @param {Balance_Ref_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ref_email_confirmed = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ref_email_confirmed(inputs);
	return en_balance_ref_email_confirmed(inputs);
});
// src/paraglide/messages/balance_ref_promo.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ code: NonNullable<unknown> }} Balance_Ref_PromoInputs */
var en_balance_ref_promo = (i) => {
	return `Promo code ${i?.code}`;
};
var ru_balance_ref_promo = (i) => {
	return `Промокод ${i?.code}`;
};
/**
* | output |
* | --- |
* | "Promo code {code}" |
*
* @param {Balance_Ref_PromoInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_ref_promo = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_ref_promo(inputs);
	return en_balance_ref_promo(inputs);
});
// src/paraglide/messages/balance_topup_amount.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Topup_AmountInputs */
var en_balance_topup_amount = () => {
	return `Amount, ₽`;
};
var ru_balance_topup_amount = () => {
	return `Сумма, ₽`;
};
/**
* | output |
* | --- |
* | "Amount, ₽" |
*
* @param {Balance_Topup_AmountInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_topup_amount = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_topup_amount(inputs);
	return en_balance_topup_amount(inputs);
});
// src/paraglide/messages/balance_topup_invalid.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Balance_Topup_InvalidInputs */
var en_balance_topup_invalid = (i) => {
	return `Enter a whole amount from ${i?.min} to ${i?.max}`;
};
var ru_balance_topup_invalid = (i) => {
	return `Введите целую сумму от ${i?.min} до ${i?.max}`;
};
/**
* | output |
* | --- |
* | "Enter a whole amount from {min} to {max}" |
*
* @param {Balance_Topup_InvalidInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_topup_invalid = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_topup_invalid(inputs);
	return en_balance_topup_invalid(inputs);
});
// src/paraglide/messages/balance_topup_limits.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Balance_Topup_LimitsInputs */
var en_balance_topup_limits = (i) => {
	return `From ${i?.min} to ${i?.max}`;
};
var ru_balance_topup_limits = (i) => {
	return `От ${i?.min} до ${i?.max}`;
};
/**
* | output |
* | --- |
* | "From {min} to {max}" |
*
* @param {Balance_Topup_LimitsInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_topup_limits = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_topup_limits(inputs);
	return en_balance_topup_limits(inputs);
});
// src/paraglide/messages/balance_topup_off.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Topup_OffInputs */
var en_balance_topup_off = () => {
	return `Online payment is not configured on this server. You can still use a promo code.`;
};
var ru_balance_topup_off = () => {
	return `Онлайн-оплата на этом сервере не настроена. Можно использовать промокод.`;
};
/**
* | output |
* | --- |
* | "Online payment is not configured on this server. You can still use a promo code." |
*
* @param {Balance_Topup_OffInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_topup_off = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_topup_off(inputs);
	return en_balance_topup_off(inputs);
});
// src/paraglide/messages/balance_topup_submit.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ amount: NonNullable<unknown> }} Balance_Topup_SubmitInputs */
var en_balance_topup_submit = (i) => {
	return `Pay ${i?.amount}`;
};
var ru_balance_topup_submit = (i) => {
	return `Оплатить ${i?.amount}`;
};
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Balance_Topup_SubmitInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_topup_submit = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_topup_submit(inputs);
	return en_balance_topup_submit(inputs);
});
// src/paraglide/messages/balance_topup_title.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Topup_TitleInputs */
var en_balance_topup_title = () => {
	return `Top up`;
};
var ru_balance_topup_title = () => {
	return `Пополнить`;
};
/**
* | output |
* | --- |
* | "Top up" |
*
* @param {Balance_Topup_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_topup_title = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_topup_title(inputs);
	return en_balance_topup_title(inputs);
});
// src/paraglide/messages/balance_usage_speech_to_text.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ model: NonNullable<unknown> }} Balance_Usage_Speech_To_TextInputs */
var en_balance_usage_speech_to_text = (i) => {
	return `Speech to text (${i?.model})`;
};
var ru_balance_usage_speech_to_text = (i) => {
	return `Распознавание речи (${i?.model})`;
};
/**
* | output |
* | --- |
* | "Speech to text ({model})" |
*
* @param {Balance_Usage_Speech_To_TextInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_usage_speech_to_text = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_usage_speech_to_text(inputs);
	return en_balance_usage_speech_to_text(inputs);
});
// src/paraglide/messages/balance_usage_text_to_speech.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Balance_Usage_Text_To_SpeechInputs */
var en_balance_usage_text_to_speech = () => {
	return `Reading aloud`;
};
var ru_balance_usage_text_to_speech = () => {
	return `Чтение вслух`;
};
/**
* | output |
* | --- |
* | "Reading aloud" |
*
* @param {Balance_Usage_Text_To_SpeechInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var balance_usage_text_to_speech = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_balance_usage_text_to_speech(inputs);
	return en_balance_usage_text_to_speech(inputs);
});
// \0virtual:vite-rsc/css?type=rsc&id=%2Fwork%2Fmain%2Fsrc%2Fpages%2F%5Blocale%5D%2F(cabinet)%2Fcabinet%2Fbalance.tsx&lang.js
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
})(import_react_react_server.default, assetsManifest.serverResources["src/pages/[locale]/(cabinet)/cabinet/balance.tsx"], void 0, "vite-rsc/importer-resources");
// src/components/balance/balance-panel.tsx
var BalancePanel = /* #__PURE__ */ registerClientReference((() => {
	throw new Error("It is not possible to invoke a client function from the server: \"BalancePanel\"");
}), "40fbaad20283", "BalancePanel");
// src/components/balance/balance-texts.ts
/** The localized texts of the balance island, given as a prop (islands carry no paraglide). */
function balanceTexts(locale) {
	const o = { locale };
	return {
		loading: misc_loading({}, o),
		retry: misc_retry({}, o),
		failed: auth_error_generic({}, o),
		loadFailed: balance_load_failed({}, o),
		now: balance_now({}, o),
		onHold: balance_on_hold({ amount: "{amount}" }, o),
		bonusUntil: balance_bonus_until({ date: "{date}" }, o),
		topUpTitle: balance_topup_title({}, o),
		topUpAmount: balance_topup_amount({}, o),
		topUpLimits: balance_topup_limits({
			min: "{min}",
			max: "{max}"
		}, o),
		topUpSubmit: balance_topup_submit({ amount: "{amount}" }, o),
		topUpInvalid: balance_topup_invalid({
			min: "{min}",
			max: "{max}"
		}, o),
		topUpOff: balance_topup_off({}, o),
		paymentPending: balance_payment_pending({}, o),
		paymentCredited: balance_payment_credited({ amount: "{amount}" }, o),
		paymentCanceled: balance_payment_canceled({}, o),
		paymentUnknown: balance_payment_unknown({}, o),
		promoTitle: balance_promo_title({}, o),
		promoLabel: balance_promo_label({}, o),
		promoCheck: balance_promo_check({}, o),
		promoOffer: balance_promo_offer({
			name: "{name}",
			days: "{days}",
			amount: "{amount}"
		}, o),
		promoRedeem: balance_promo_redeem({}, o),
		promoDone: balance_promo_done({}, o),
		promoUsed: balance_promo_used({}, o),
		promoExpired: balance_promo_expired({}, o),
		chartTitle: balance_chart_title({}, o),
		chartDesc: balance_chart_desc({}, o),
		chartEmpty: balance_chart_empty({}, o),
		chartTable: balance_chart_table({}, o),
		chartDay: balance_chart_day({}, o),
		ledgerTitle: balance_ledger_title({}, o),
		ledgerKind: balance_ledger_kind({}, o),
		ledgerMonth: balance_ledger_month({}, o),
		ledgerAll: balance_ledger_all({}, o),
		ledgerCsv: balance_ledger_csv({}, o),
		ledgerDate: balance_ledger_date({}, o),
		ledgerAmount: balance_ledger_amount({}, o),
		ledgerDetails: balance_ledger_details({}, o),
		ledgerEmpty: balance_ledger_empty({}, o),
		ledgerOpenChat: balance_ledger_open_chat({}, o),
		ledgerPrev: balance_ledger_prev({}, o),
		ledgerNext: balance_ledger_next({}, o),
		ledgerPage: balance_ledger_page({
			page: "{page}",
			pages: "{pages}"
		}, o),
		ledgerTotals: balance_ledger_totals({
			credit: "{credit}",
			debit: "{debit}"
		}, o),
		kinds: {
			usage: balance_kind_usage({}, o),
			top_up: balance_kind_top_up({}, o),
			promo: balance_kind_promo({}, o),
			refund: balance_kind_refund({}, o),
			grant: balance_kind_grant({}, o)
		},
		refEmailConfirmed: balance_ref_email_confirmed({}, o),
		refPromo: balance_ref_promo({ code: "{code}" }, o),
		usageSpeechToText: balance_usage_speech_to_text({ model: "{model}" }, o),
		usageTextToSpeech: balance_usage_text_to_speech({}, o),
		chartTotal: balance_chart_total({ amount: "{amount}" }, o),
		chartAxisMax: balance_chart_axis_max({ amount: "{amount}" }, o)
	};
}
// src/pages/[locale]/(cabinet)/cabinet/balance.tsx
var import_jsx_runtime_react_server = require_jsx_runtime_react_server();
async function BalancePage() {
	const { locale } = getRequestContext();
	const tools = await loadPriceList() ?? [];
	const modelNames = Object.fromEntries(tools.flatMap((tool) => tool.models.map((model) => [model.id, model.title])));
	return /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(Screen, {
		name: "balance",
		title: balance_title,
		children: /* @__PURE__ */ (0, import_jsx_runtime_react_server.jsx)(BalancePanel, {
			locale,
			texts: balanceTexts(locale),
			modelNames
		})
	});
}
var getConfig = async () => ({ render: "dynamic" });
var $$wrap_BalancePage = /* #__PURE__ */ __vite_rsc_wrap_css__(BalancePage, "default");
function __vite_rsc_wrap_css__(value, name) {
	if (typeof value !== "function") return value;
	function __wrapper(props) {
		return import_react_react_server.createElement(import_react_react_server.Fragment, null, import_react_react_server.createElement(Resources), import_react_react_server.createElement(value, props));
	}
	Object.defineProperty(__wrapper, "name", { value: name });
	return __wrapper;
}
export { $$wrap_BalancePage as default, getConfig };

//# sourceMappingURL=balance-DIcIIyAK.js.map