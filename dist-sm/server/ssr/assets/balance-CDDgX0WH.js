import { t as require_react } from "./react-DvVFp2nj.js";
import { t as fill } from "./fill-wKbVF3rJ.js";
import { n as formatDay, r as formatShortDay, t as formatDateTime } from "./date-OdRU47Ty.js";
import { n as kopecksFromRubInput, t as formatRub } from "./money-BT--L-MG.js";
import { t as Skeleton } from "./skeleton-BE2e5NHy.js";
import "./members-api-CAt4ma6v.js";
import { t as callApi } from "./call-api-BMZ7hmPg.js";
import { t as Select } from "./select-D9r9nEi0.js";
import { t as modelName } from "./model-name-C1L_Uc4i.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BB_2hJGX.js";
import { r as trackPurchase } from "./analytics-BOcRJObQ.js";
import { n as useKeepTyped } from "./typed-before-hydration-Bi9ecWqC.js";
// src/components/balance/balance-api.ts
var import_react = require_react();
var LEDGER_KINDS = [
	"usage",
	"top_up",
	"promo",
	"refund",
	"grant"
];
// src/components/balance/usage-name.ts
/**
* What a spending line paid for, in words: a model's name, "Speech to text (Deepgram Nova)" or
* "Reading aloud", never the api's internal ids (`speech-to-text:nova`).
*/
function usageName(model, names, texts) {
	if (model === "text-to-speech") return texts.usageTextToSpeech;
	if (model.startsWith("speech-to-text:")) return fill(texts.usageSpeechToText, { model: modelName(model.slice(15), names) });
	return modelName(model, names);
}
/** What a credit line was for, in words; internal references (payment ids) are left out. */
function creditNote(row, texts) {
	if (row.kind === "grant" && row.ref === "email-confirmed") return texts.refEmailConfirmed;
	if (row.kind === "promo" && row.ref) return fill(texts.refPromo, { code: row.ref });
	return null;
}
// src/components/balance/ledger-table.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Where a chat opens: text chats at /chat/{id}, image and Midjourney chats in their studios. */
function chatPath(locale, row) {
	return `/${locale}/chat/${row.chatMode === "image" || row.chatMode === "midjourney" ? `${row.chatMode}/` : ""}${row.chatId}`;
}
function Details({ row, locale, texts, modelNames }) {
	if (row.kind === "usage") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		row.model ? usageName(row.model, modelNames, texts) : "",
		row.chatId && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" · ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			href: chatPath(locale, row),
			children: texts.ledgerOpenChat
		})] }),
		row.userName ? ` · ${row.userName}` : ""
	] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: [creditNote(row, texts), row.userName].filter(Boolean).join(" · ") });
}
/** The ledger: kind and month filters, CSV download, a page of rows and paging. */
function LedgerTable({ ledger, filter, take, onFilter, locale, texts, modelNames }) {
	const pages = Math.max(1, Math.ceil(ledger.total / take));
	const csv = new URLSearchParams();
	if (filter.kind) csv.set("kind", filter.kind);
	if (filter.month) csv.set("month", filter.month);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "balance-section",
		"aria-labelledby": "balance-ledger",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "balance-ledger",
				children: texts.ledgerTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "balance-filters",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [texts.ledgerKind, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Select, {
						className: "input",
						value: filter.kind,
						onChange: (e) => onFilter({
							...filter,
							kind: e.target.value,
							page: 1
						}),
						"data-testid": "ledger-kind",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: texts.ledgerAll
						}), LEDGER_KINDS.map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: kind,
							children: texts.kinds[kind]
						}, kind))]
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [texts.ledgerMonth, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						className: "input",
						type: "month",
						value: filter.month,
						onChange: (e) => onFilter({
							...filter,
							month: e.target.value,
							page: 1
						}),
						"data-testid": "ledger-month"
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						className: "button",
						href: `/api/v1/entity/ledger.csv?${csv}`,
						download: true,
						children: texts.ledgerCsv
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: fill(texts.ledgerTotals, {
					credit: formatRub(ledger.totals.creditKopecks, locale),
					debit: formatRub(ledger.totals.debitKopecks, locale)
				})
			}),
			ledger.items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: texts.ledgerEmpty
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				className: "balance-table ledger-table",
				"data-testid": "ledger-table",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						children: texts.ledgerDate
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						children: texts.ledgerKind
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						children: texts.ledgerAmount
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						children: texts.ledgerDetails
					})
				] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: ledger.items.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
					"data-testid": "ledger-row",
					"data-kind": row.kind,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: formatDateTime(row.createdAt, locale) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: texts.kinds[row.kind] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
							className: row.amountKopecks < 0 ? "balance-debit" : "balance-credit",
							children: formatRub(row.amountKopecks, locale)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Details, {
							row,
							locale,
							texts,
							modelNames
						}) })
					]
				}, row.id)) })]
			}),
			pages > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
				className: "balance-paging",
				"aria-label": texts.ledgerTitle,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						disabled: filter.page <= 1,
						onClick: () => onFilter({
							...filter,
							page: filter.page - 1
						}),
						children: texts.ledgerPrev
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: fill(texts.ledgerPage, {
						page: filter.page,
						pages
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						disabled: filter.page >= pages,
						onClick: () => onFilter({
							...filter,
							page: filter.page + 1
						}),
						children: texts.ledgerNext
					})
				]
			})
		]
	});
}
// src/components/balance/payment-status.tsx
/** First wait, growth and cap of the polling backoff, and when to give up (ms). */
var FIRST_MS = 500;
var GROWTH = 1.6;
var MAX_MS = 5e3;
var GIVE_UP_MS = 6e5;
/**
* The return page of a top-up (`?payment={id}`): polls our view of the payment with backoff
* until YooKassa's notification has credited it (or it was canceled), then reloads the balance.
*/
function PaymentStatus({ id, locale, texts, onCredited }) {
	const [payment, setPayment] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		let stopped = false;
		let timer;
		const started = Date.now();
		const poll = async (wait) => {
			const res = await callApi(`/v1/payments/${encodeURIComponent(id)}`);
			if (stopped) return;
			if (!res.ok && res.status === 404) return setPayment("missing");
			if (res.ok) setPayment(res.data);
			if (res.ok && res.data.status === "succeeded") {
				trackPurchase({
					id: res.data.id,
					amountKopecks: res.data.amountKopecks
				});
				onCredited();
				return;
			}
			if (res.ok && res.data.status === "canceled") return;
			if (Date.now() - started > GIVE_UP_MS) return;
			timer = setTimeout(() => void poll(Math.min(wait * GROWTH, MAX_MS)), wait);
		};
		poll(FIRST_MS);
		return () => {
			stopped = true;
			clearTimeout(timer);
		};
	}, [id, onCredited]);
	let text = texts.paymentPending;
	if (payment === "missing") text = texts.paymentUnknown;
	else if (payment?.status === "succeeded") text = fill(texts.paymentCredited, { amount: formatRub(payment.amountKopecks, locale) });
	else if (payment?.status === "canceled") text = texts.paymentCanceled;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "balance-payment",
		role: "status",
		"data-testid": "payment-status",
		"data-status": payment === "missing" ? "missing" : payment?.status ?? "pending",
		children: text
	});
}
// src/components/balance/promo-form.tsx
/** A promo code: check what it gives, then apply it to the team. */
function PromoForm({ locale, texts, onRedeemed }) {
	const [code, setCode] = (0, import_react.useState)("");
	const codeField = (0, import_react.useRef)(null);
	useKeepTyped(codeField, setCode);
	const [offer, setOffer] = (0, import_react.useState)(null);
	const [message, setMessage] = (0, import_react.useState)(null);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const check = async (event) => {
		event.preventDefault();
		setBusy(true);
		setOffer(null);
		setMessage(null);
		const res = await callApi(`/v2/user/promocodes/promo-days?name=${encodeURIComponent(code.trim())}`);
		setBusy(false);
		if (res.ok) setOffer(res.data);
		else setMessage({
			text: res.message ?? texts.failed,
			error: true
		});
	};
	const redeem = async () => {
		if (!offer) return;
		setBusy(true);
		const res = await callApi("/v2/user/promocodes/redeem", "POST", { name: offer.name });
		setBusy(false);
		setOffer(null);
		if (!res.ok) return setMessage({
			text: res.message ?? texts.failed,
			error: true
		});
		setMessage({
			text: texts.promoDone,
			error: false
		});
		setCode("");
		onRedeemed();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "balance-section",
		"aria-labelledby": "balance-promo",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "balance-promo",
				children: texts.promoTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "balance-promo",
				onSubmit: check,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [texts.promoLabel, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					className: "input",
					ref: codeField,
					value: code,
					onChange: (event) => setCode(event.target.value),
					maxLength: 64,
					required: true,
					"data-testid": "promo-code"
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: "button",
					disabled: busy || !code.trim(),
					children: texts.promoCheck
				})]
			}),
			offer && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				"data-testid": "promo-offer",
				children: [
					fill(texts.promoOffer, {
						name: offer.name,
						days: offer.days,
						amount: formatRub(offer.bonusKopecks, locale)
					}),
					" ",
					offer.usedByYou || !offer.valid ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "muted",
						"data-testid": "promo-unavailable",
						children: offer.usedByYou ? texts.promoUsed : texts.promoExpired
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button-primary",
						disabled: busy,
						onClick: redeem,
						"data-testid": "promo-redeem",
						children: texts.promoRedeem
					})
				]
			}),
			message && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: message.error ? "alert" : "status",
				"data-testid": "promo-message",
				children: message.text
			})
		]
	});
}
// src/components/balance/spending-chart.tsx
/** Bar colors by model rank; readable on both themes. */
var COLORS = [
	"#4f7cff",
	"#e8833a",
	"#2fa36b",
	"#b054d6",
	"#d64f6b",
	"#8a8f98"
];
var WIDTH = 600;
var HEIGHT = 160;
var GAP = 2;
/** Spending per day over 30 days as stacked SVG bars by model, with the same numbers as a table. */
function SpendingChart({ spending, locale, texts, modelNames }) {
	const { days, models } = spending;
	const perDay = days.map((_, i) => models.reduce((sum, m) => sum + (m.kopecks[i] ?? 0), 0));
	const top = Math.max(1, ...perDay);
	const barWidth = WIDTH / days.length;
	const dayLabel = (day) => formatShortDay(`${day}T12:00:00Z`, locale);
	const name = (model) => usageName(model, modelNames, texts);
	const total = perDay.reduce((sum, value) => sum + value, 0);
	const ticks = [
		0,
		Math.floor((days.length - 1) / 2),
		days.length - 1
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "balance-section",
		"aria-labelledby": "balance-chart",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "balance-chart",
			children: texts.chartTitle
		}), models.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			children: texts.chartEmpty
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "balance-chart-figures",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
					"data-testid": "spending-total",
					children: fill(texts.chartTotal, { amount: formatRub(total, locale) })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "muted",
					children: fill(texts.chartAxisMax, { amount: formatRub(top, locale) })
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
				className: "balance-chart",
				viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
				role: "img",
				"aria-labelledby": "balance-chart-title balance-chart-desc",
				"data-testid": "spending-chart",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", {
						id: "balance-chart-title",
						children: texts.chartTitle
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("desc", {
						id: "balance-chart-desc",
						children: texts.chartDesc
					}),
					days.map((day, i) => {
						let y = HEIGHT;
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("g", { children: models.map((model, rank) => {
							const value = model.kopecks[i] ?? 0;
							if (value === 0) return null;
							const height = value / top * 156;
							y -= height;
							return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
								x: i * barWidth + GAP / 2,
								y,
								width: barWidth - GAP,
								height,
								fill: COLORS[Math.min(rank, COLORS.length - 1)],
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${dayLabel(day)} ${name(model.model)}: ${formatRub(value, locale)}` })
							}, model.model);
						}) }, day);
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "balance-chart-axis",
				"aria-hidden": "true",
				"data-testid": "spending-axis",
				children: ticks.map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: days[i] ? dayLabel(days[i]) : "" }, i))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "balance-legend",
				children: models.map((model, rank) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
						className: "balance-swatch",
						viewBox: "0 0 1 1",
						"aria-hidden": "true",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
							width: "1",
							height: "1",
							fill: COLORS[Math.min(rank, COLORS.length - 1)]
						})
					}),
					name(model.model),
					": ",
					formatRub(model.totalKopecks, locale)
				] }, model.model))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: texts.chartTable }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				className: "balance-table",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					scope: "col",
					children: texts.chartDay
				}), models.map((model) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					scope: "col",
					children: name(model.model)
				}, model.model))] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: days.map((day, i) => perDay[i] ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					scope: "row",
					children: dayLabel(day)
				}), models.map((model) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: formatRub(model.kopecks[i] ?? 0, locale) }, model.model))] }, day) : null) })]
			})] })
		] })]
	});
}
// src/components/balance/top-up-form.tsx
/** Preset amounts or a typed one (whole rubles, limits shown); sends the browser to YooKassa. */
function TopUpForm({ config, locale, texts }) {
	const [amount, setAmount] = (0, import_react.useState)(String((config.presetsKopecks[0] ?? 0) / 100));
	const [error, setError] = (0, import_react.useState)("");
	const amountField = (0, import_react.useRef)(null);
	useKeepTyped(amountField, setAmount);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const limits = {
		min: formatRub(config.minKopecks, locale),
		max: formatRub(config.maxKopecks, locale)
	};
	if (!config.enabled) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "balance-section",
		"aria-labelledby": "balance-topup",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "balance-topup",
			children: texts.topUpTitle
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "muted",
			"data-testid": "topup-off",
			children: texts.topUpOff
		})]
	});
	const kopecks = kopecksFromRubInput(amount);
	const valid = kopecks !== null && kopecks >= config.minKopecks && kopecks <= config.maxKopecks;
	const submit = async (event) => {
		event.preventDefault();
		if (!valid) return setError(fill(texts.topUpInvalid, limits));
		setBusy(true);
		setError("");
		const res = await callApi("/v1/payments", "POST", { amountKopecks: kopecks });
		if (res.ok) return window.location.assign(res.data.confirmationUrl);
		setBusy(false);
		setError(res.ok ? "" : res.message ?? texts.failed);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "balance-section",
		"aria-labelledby": "balance-topup",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "balance-topup",
			children: texts.topUpTitle
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: "balance-topup",
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "balance-presets",
					children: config.presetsKopecks.map((preset) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button",
						"aria-pressed": kopecks === preset,
						onClick: () => setAmount(String(preset / 100)),
						children: formatRub(preset, locale)
					}, preset))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [texts.topUpAmount, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					className: "input",
					inputMode: "numeric",
					ref: amountField,
					value: amount,
					onChange: (event) => setAmount(event.target.value),
					"aria-describedby": "balance-topup-limits",
					"aria-invalid": !valid,
					"data-testid": "topup-amount"
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					id: "balance-topup-limits",
					className: "muted",
					children: fill(texts.topUpLimits, limits)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: "button primary",
					disabled: busy,
					"data-testid": "topup-submit",
					children: fill(texts.topUpSubmit, { amount: valid ? formatRub(kopecks, locale) : "" })
				}),
				error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "alert",
					children: error
				})
			]
		})]
	});
}
// src/components/balance/balance-panel.tsx
var TAKE = 20;
/** The cabinet's balance page: balance, top-up, promo, the 30-day chart and the ledger. */
function BalancePanel({ locale, texts, modelNames }) {
	const [filter, setFilter] = (0, import_react.useState)({
		kind: "",
		month: "",
		page: 1
	});
	const [ledger, setLedger] = (0, import_react.useState)(null);
	const [config, setConfig] = (0, import_react.useState)(null);
	const [spending, setSpending] = (0, import_react.useState)(null);
	const [paymentId, setPaymentId] = (0, import_react.useState)(null);
	const load = (0, import_react.useCallback)(async (signal) => {
		const query = new URLSearchParams({
			page: String(filter.page),
			take: String(TAKE)
		});
		if (filter.kind) query.set("kind", filter.kind);
		if (filter.month) query.set("month", filter.month);
		const [page, chart] = await Promise.all([callApi(`/v1/entity/ledger?${query}`, "GET", void 0, signal), callApi("/v1/entity/spending", "GET", void 0, signal)]);
		if (!page.ok && page.aborted || !chart.ok && chart.aborted || signal?.aborted) return;
		setLedger(page.ok ? page.data : "failed");
		if (chart.ok) setSpending(chart.data);
	}, [filter]);
	(0, import_react.useEffect)(() => {
		const controller = new AbortController();
		load(controller.signal);
		return () => controller.abort();
	}, [load]);
	(0, import_react.useEffect)(() => {
		setPaymentId(new URL(window.location.href).searchParams.get("payment"));
		callApi("/v1/payments/config").then((res) => {
			if (res.ok) setConfig(res.data);
		});
	}, []);
	if (ledger === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		label: texts.loading,
		lines: 6,
		testId: "balance-skeleton"
	});
	if (ledger === "failed") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: texts.loadFailed }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "button",
			onClick: () => void load(),
			children: texts.retry
		})]
	});
	const { balance } = ledger;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "balance-page",
		"data-testid": "balance-panel",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "balance-summary",
				"aria-labelledby": "balance-now",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "balance-now",
						children: texts.now
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "balance-amount",
						"data-testid": "balance-amount",
						children: formatRub(balance.balanceKopecks, locale)
					}),
					balance.heldKopecks > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "muted",
						"data-testid": "balance-held",
						children: fill(texts.onHold, { amount: formatRub(balance.heldKopecks, locale) })
					}),
					balance.bonusUntil && Date.parse(balance.bonusUntil) > Date.now() && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						"data-testid": "balance-bonus",
						children: fill(texts.bonusUntil, { date: formatDay(balance.bonusUntil, locale) })
					})
				]
			}),
			paymentId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentStatus, {
				id: paymentId,
				locale,
				texts,
				onCredited: load
			}),
			config && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TopUpForm, {
				config,
				locale,
				texts
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromoForm, {
				locale,
				texts,
				onRedeemed: load
			}),
			spending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpendingChart, {
				spending,
				locale,
				texts,
				modelNames
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LedgerTable, {
				modelNames,
				ledger,
				filter,
				take: TAKE,
				onFilter: setFilter,
				locale,
				texts
			})
		]
	});
}
// \0virtual:vite-rsc/client-references/group/facade:src/pages/[locale]/(cabinet)/cabinet/balance.tsx
var export_40fbaad20283 = { BalancePanel };
export { export_40fbaad20283 };

//# sourceMappingURL=balance-CDDgX0WH.js.map