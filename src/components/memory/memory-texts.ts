import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the memory page's island, given as a prop (islands carry no paraglide). */
export function memoryTexts(locale: Locale) {
  const o = { locale };
  return {
    intro: m.memory_intro({}, o),
    setting: m.memory_setting({}, o),
    offNotice: m.memory_off_notice({}, o),
    emptyTitle: m.memory_empty_title({}, o),
    emptyHint: m.memory_empty_hint({}, o),
    settingsLink: m.memory_settings_link({}, o),
    addLabel: m.memory_add_label({}, o),
    add: m.memory_add({}, o),
    edit: m.memory_edit({}, o),
    editLabel: m.memory_edit_label({}, o),
    save: m.memory_save({}, o),
    cancel: m.memory_cancel({}, o),
    remove: m.memory_delete({}, o),
    savedOn: m.memory_saved_on({ date: '{date}' }, o),
    count: m.memory_count({ count: '{count}', max: '{max}' }, o),
    forgetAll: m.memory_forget_all({}, o),
    forgetTitle: m.memory_forget_title({}, o),
    forgetConfirm: m.memory_forget_confirm({}, o),
    close: m.memory_close({}, o),
    failed: m.memory_failed({}, o),
  };
}

export type MemoryTexts = ReturnType<typeof memoryTexts>;
