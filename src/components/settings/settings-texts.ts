import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the settings island, given as a prop (islands carry no paraglide). */
export function settingsTexts(locale: Locale) {
  const o = { locale };
  return {
    saved: m.settings_saved({}, o),
    failed: m.settings_save_failed({}, o),
    lookGroup: m.settings_look_group({}, o),
    theme: m.settings_theme({}, o),
    themes: {
      system: m.layout_theme_system({}, o),
      light: m.layout_theme_light({}, o),
      dark: m.layout_theme_dark({}, o),
    },
    language: m.settings_language({}, o),
    chatGroup: m.settings_chat_group({}, o),
    defaultModel: m.settings_default_model({}, o),
    defaultAssistant: m.settings_default_assistant({}, o),
    none: m.settings_none({}, o),
    sendOn: m.settings_send_on({}, o),
    sendEnter: m.settings_send_enter({}, o),
    sendCtrlEnter: m.settings_send_ctrl_enter({}, o),
    voiceGroup: m.settings_voice_group({}, o),
    voice: m.settings_voice({}, o),
    voiceAuto: m.settings_voice_auto({}, o),
    speechRate: m.settings_speech_rate({}, o),
    autoRead: m.settings_auto_read({}, o),
    timeGroup: m.settings_time_group({}, o),
    timeZone: m.settings_time_zone({}, o),
    timeZoneSearch: m.settings_time_zone_search({}, o),
    zoneRegions: {
      europe: m.settings_zone_europe({}, o),
      asia: m.settings_zone_asia({}, o),
      america: m.settings_zone_america({}, o),
      africa: m.settings_zone_africa({}, o),
      australia: m.settings_zone_australia({}, o),
      other: m.settings_zone_other({}, o),
    },
    dateFormat: m.settings_date_format({}, o),
    dateFormatAuto: m.settings_date_format_auto({ date: '{date}' }, o),
    privacyGroup: m.settings_privacy_group({}, o),
    doNotTrack: m.settings_do_not_track({}, o),
    memoryGroup: m.settings_memory_group({}, o),
    memory: m.memory_setting({}, o),
    memoryLink: m.settings_memory_link({}, o),
  };
}

export type SettingsTexts = ReturnType<typeof settingsTexts>;
