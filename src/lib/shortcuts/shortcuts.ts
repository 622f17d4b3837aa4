/**
 * Key combinations (SPEC §1). A combination is written `Mod+Alt+Shift+KEY` in that order, where
 * `Mod` is Ctrl, or ⌘ on a Mac; the api checks the same grammar (settings-schema.ts).
 */
export const shortcutGroups = {
  chats: ['newChat', 'searchChats', 'nextChat', 'previousChat', 'toggleSidebar'],
  conversation: ['focusComposer', 'stopAnswer', 'regenerate', 'copyLastAnswer'],
  help: ['openHelp'],
} as const;

export type ShortcutAction = (typeof shortcutGroups)[keyof typeof shortcutGroups][number];
export type ShortcutGroup = keyof typeof shortcutGroups;

export const shortcutActions = Object.values(shortcutGroups).flat() as ShortcutAction[];

export const defaultShortcuts: Record<ShortcutAction, string> = {
  newChat: 'Mod+Shift+O',
  searchChats: 'Mod+Shift+F',
  nextChat: 'Alt+ArrowDown',
  previousChat: 'Alt+ArrowUp',
  toggleSidebar: 'Mod+Shift+S',
  focusComposer: 'Shift+Escape',
  stopAnswer: 'Escape',
  regenerate: 'Mod+Shift+Y',
  copyLastAnswer: 'Mod+Shift+X',
  openHelp: 'Mod+/',
};

/** Opens the command palette on every signed-in page; kept out of rebinding (issue 26, item 4). */
export const paletteCombo = 'Mod+K';

/** Asks the chats layout for its shortcuts overlay (src/components/shortcuts/). */
export const shortcutsHelpEvent = 'beseda:shortcuts-help';

/** Actions that also fire while typing in a field: they are about the field or are escapes. */
export const firesInFields: ReadonlySet<ShortcutAction> = new Set([
  'searchChats',
  'focusComposer',
  'stopAnswer',
  'openHelp',
  'newChat',
]);

/** Combinations the browser or the OS keeps for itself, or editing needs: never bindable. */
export const reservedCombos: ReadonlySet<string> = new Set([
  ...['T', 'W', 'N', 'Q', 'R', 'L', 'C', 'V', 'X', 'A', 'Z', 'Y', 'F', 'P', 'H', 'J', 'D', 'U'].map(
    (key) => `Mod+${key}`,
  ),
  ...['N', 'T', 'W', 'R', 'Z', 'I', 'J', 'C', 'Delete'].map((key) => `Mod+Shift+${key}`),
  'Alt+ArrowLeft',
  'Alt+ArrowRight',
  'F5',
  'F11',
  'F12',
  'Tab',
  'Enter',
  paletteCombo,
]);

/** Effective bindings: the defaults with the account's overrides on top. */
export function resolveBindings(overrides: Partial<Record<string, string>>) {
  const bindings = { ...defaultShortcuts };
  for (const action of shortcutActions) {
    const combo = overrides[action];
    if (combo) bindings[action] = combo;
  }
  return bindings;
}

const codeKeys: Record<string, string> = {
  Slash: '/',
  Period: '.',
  Comma: ',',
  Semicolon: ';',
  Quote: "'",
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Backquote: '`',
  Equal: '=',
  Minus: '-',
};
const namedKeys = new Set(['Escape', 'Enter', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** The key part of a keydown by its physical key, so Shift or a layout does not change it. */
function keyOf(event: Pick<KeyboardEvent, 'code' | 'key'>): string | null {
  const { code, key } = event;
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  if (codeKeys[code]) return codeKeys[code];
  if (/^F([1-9]|1[0-2])$/.test(key) || namedKeys.has(key) || key === 'Delete' || key === 'Tab')
    return key;
  return null;
}

type KeyEventLike = Pick<
  KeyboardEvent,
  'code' | 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'
>;

/** The combination a keydown makes, or null for a bare modifier or an unsupported key. */
export function comboOf(event: KeyEventLike, isMac: boolean): string | null {
  const key = keyOf(event);
  if (!key) return null;
  const mod = isMac ? event.metaKey : event.ctrlKey;
  if ((isMac && event.ctrlKey) || (!isMac && event.metaKey)) return null;
  return `${mod ? 'Mod+' : ''}${event.altKey ? 'Alt+' : ''}${event.shiftKey ? 'Shift+' : ''}${key}`;
}

const macSymbols: Record<string, string> = { Mod: '⌘', Alt: '⌥', Shift: '⇧' };
const arrows: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Escape: 'Esc',
};

/** How a combination reads on this platform: `⌘⇧O` on a Mac, `Ctrl+Shift+O` elsewhere. */
export function displayCombo(combo: string, isMac: boolean): string {
  const parts = combo.split('+').map((part, i, all) => {
    if (i === all.length - 1) return arrows[part] ?? part;
    return isMac ? (macSymbols[part] ?? part) : part === 'Mod' ? 'Ctrl' : part;
  });
  return parts.join(isMac ? '' : '+');
}

/** Whether this browser runs on Apple's platforms, where ⌘ stands for Ctrl. */
export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}
