import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the balance island, given as a prop (islands carry no paraglide). */
export function balanceTexts(locale: Locale) {
  const o = { locale };
  return {
    loading: m.misc_loading({}, o),
    retry: m.misc_retry({}, o),
    failed: m.auth_error_generic({}, o),
    loadFailed: m.balance_load_failed({}, o),
    now: m.balance_now({}, o),
    onHold: m.balance_on_hold({ amount: '{amount}' }, o),
    bonusUntil: m.balance_bonus_until({ date: '{date}' }, o),
    topUpTitle: m.balance_topup_title({}, o),
    topUpAmount: m.balance_topup_amount({}, o),
    topUpLimits: m.balance_topup_limits({ min: '{min}', max: '{max}' }, o),
    topUpSubmit: m.balance_topup_submit({ amount: '{amount}' }, o),
    topUpInvalid: m.balance_topup_invalid({ min: '{min}', max: '{max}' }, o),
    topUpOff: m.balance_topup_off({}, o),
    paymentPending: m.balance_payment_pending({}, o),
    paymentCredited: m.balance_payment_credited({ amount: '{amount}' }, o),
    paymentCanceled: m.balance_payment_canceled({}, o),
    paymentUnknown: m.balance_payment_unknown({}, o),
    promoTitle: m.balance_promo_title({}, o),
    promoLabel: m.balance_promo_label({}, o),
    promoCheck: m.balance_promo_check({}, o),
    promoOffer: m.balance_promo_offer({ name: '{name}', days: '{days}', amount: '{amount}' }, o),
    promoRedeem: m.balance_promo_redeem({}, o),
    promoDone: m.balance_promo_done({}, o),
    chartTitle: m.balance_chart_title({}, o),
    chartDesc: m.balance_chart_desc({}, o),
    chartEmpty: m.balance_chart_empty({}, o),
    chartTable: m.balance_chart_table({}, o),
    chartDay: m.balance_chart_day({}, o),
    ledgerTitle: m.balance_ledger_title({}, o),
    ledgerKind: m.balance_ledger_kind({}, o),
    ledgerMonth: m.balance_ledger_month({}, o),
    ledgerAll: m.balance_ledger_all({}, o),
    ledgerCsv: m.balance_ledger_csv({}, o),
    ledgerDate: m.balance_ledger_date({}, o),
    ledgerAmount: m.balance_ledger_amount({}, o),
    ledgerDetails: m.balance_ledger_details({}, o),
    ledgerEmpty: m.balance_ledger_empty({}, o),
    ledgerOpenChat: m.balance_ledger_open_chat({}, o),
    ledgerPrev: m.balance_ledger_prev({}, o),
    ledgerNext: m.balance_ledger_next({}, o),
    ledgerPage: m.balance_ledger_page({ page: '{page}', pages: '{pages}' }, o),
    ledgerTotals: m.balance_ledger_totals({ credit: '{credit}', debit: '{debit}' }, o),
    kinds: {
      usage: m.balance_kind_usage({}, o),
      top_up: m.balance_kind_top_up({}, o),
      promo: m.balance_kind_promo({}, o),
      refund: m.balance_kind_refund({}, o),
      grant: m.balance_kind_grant({}, o),
    },
  };
}

export type BalanceTexts = ReturnType<typeof balanceTexts>;
