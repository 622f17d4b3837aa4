import type { Locale } from '../../i18n/locales';
import type { ShortcutAction, ShortcutGroup } from '../../lib/shortcuts/shortcuts';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the shortcuts island, given as a prop (islands carry no paraglide). */
export function shortcutsTexts(locale: Locale) {
  const o = { locale };
  const groups: Record<ShortcutGroup, string> = {
    chats: m.shortcuts_group_chats({}, o),
    conversation: m.shortcuts_group_conversation({}, o),
    help: m.shortcuts_group_help({}, o),
  };
  const actions: Record<ShortcutAction, string> = {
    newChat: m.shortcuts_action_newChat({}, o),
    searchChats: m.shortcuts_action_searchChats({}, o),
    nextChat: m.shortcuts_action_nextChat({}, o),
    previousChat: m.shortcuts_action_previousChat({}, o),
    toggleSidebar: m.shortcuts_action_toggleSidebar({}, o),
    focusComposer: m.shortcuts_action_focusComposer({}, o),
    stopAnswer: m.shortcuts_action_stopAnswer({}, o),
    regenerate: m.shortcuts_action_regenerate({}, o),
    copyLastAnswer: m.shortcuts_action_copyLastAnswer({}, o),
    openHelp: m.shortcuts_action_openHelp({}, o),
  };
  return {
    groups,
    actions,
    actionCol: m.shortcuts_action_col({}, o),
    keysCol: m.shortcuts_keys_col({}, o),
    change: m.shortcuts_change({}, o),
    changeLabel: m.shortcuts_change_label({ action: '{action}' }, o),
    press: m.shortcuts_press({}, o),
    conflict: m.shortcuts_conflict({ keys: '{keys}', action: '{action}' }, o),
    reserved: m.shortcuts_reserved({ keys: '{keys}' }, o),
    reset: m.shortcuts_reset({}, o),
    hint: m.shortcuts_hint({}, o),
    saved: m.settings_saved({}, o),
    failed: m.settings_save_failed({}, o),
  };
}

export type ShortcutsTexts = ReturnType<typeof shortcutsTexts>;
