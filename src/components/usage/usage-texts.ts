import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the usage island, given as a prop (islands carry no paraglide). */
export function usageTexts(locale: Locale) {
  const o = { locale };
  return {
    title: m.usage_title({}, o),
    loadFailed: m.usage_load_failed({}, o),
    thisMonth: m.usage_this_month({}, o),
    lastMonth: m.usage_last_month({}, o),
    change: m.usage_change({ percent: '{percent}' }, o),
    ownOnly: m.usage_own_only({}, o),
    empty: m.usage_empty({}, o),
    membersTitle: m.usage_members_title({}, o),
    modelsTitle: m.usage_models_title({}, o),
    keysTitle: m.usage_keys_title({}, o),
    colMember: m.usage_col_member({}, o),
    colLimit: m.usage_col_limit({}, o),
    colSpent: m.usage_col_spent({}, o),
    colModel: m.usage_col_model({}, o),
    colKey: m.usage_col_key({}, o),
    colTokens: m.usage_col_tokens({}, o),
    colCount: m.usage_col_count({}, o),
    noLimit: m.usage_no_limit({}, o),
    ofLimit: m.usage_of_limit({ spent: '{spent}', limit: '{limit}' }, o),
    barLabel: m.usage_bar_label({ name: '{name}' }, o),
    limitEdit: m.usage_limit_edit({}, o),
    limitLabel: m.usage_limit_label({ name: '{name}' }, o),
    limitSave: m.usage_limit_save({}, o),
    limitCancel: m.usage_limit_cancel({}, o),
    limitInvalid: m.usage_limit_invalid({}, o),
    limitFailed: m.usage_limit_failed({}, o),
    studioText: m.usage_studio_text({}, o),
    studioImage: m.usage_studio_image({}, o),
    studioMidjourney: m.usage_studio_midjourney({}, o),
    other: m.usage_other({}, o),
    unknown: m.usage_unknown({}, o),
    csv: m.usage_csv({}, o),
    csvFailed: m.usage_csv_failed({}, o),
    alertsTitle: m.usage_alerts_title({}, o),
    alertsNotice: m.usage_alerts_notice({ count: '{count}', latest: '{latest}' }, o),
    alertsShow: m.usage_alerts_show({}, o),
    alertTeam: m.usage_alert_team({ percent: '{percent}' }, o),
    alertLowBalance: m.usage_alert_low_balance({ amount: '{amount}' }, o),
    alertLowBalancePlain: m.usage_alert_low_balance_plain({}, o),
    alertMember: m.usage_alert_member({ name: '{name}', percent: '{percent}' }, o),
    alertOwn: m.usage_alert_own({ percent: '{percent}' }, o),
  };
}

export type UsageTexts = ReturnType<typeof usageTexts>;
