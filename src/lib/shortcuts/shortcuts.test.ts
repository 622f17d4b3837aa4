import { describe, expect, it } from 'vitest';
import { comboOf, displayCombo, paletteCombo, reservedCombos, resolveBindings } from './shortcuts';

const key = (code: string, key: string, mods: Partial<KeyboardEvent> = {}) => ({
  code,
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcuts', () => {
  it('reads the physical key, with Ctrl as Mod elsewhere and ⌘ as Mod on a Mac', () => {
    expect(comboOf(key('KeyO', 'O', { ctrlKey: true, shiftKey: true }), false)).toBe('Mod+Shift+O');
    expect(comboOf(key('KeyO', 'ø', { metaKey: true, altKey: true }), true)).toBe('Mod+Alt+O');
    expect(comboOf(key('Slash', '?', { shiftKey: true }), false)).toBe('Shift+/');
    expect(comboOf(key('ShiftLeft', 'Shift', { shiftKey: true }), false)).toBeNull();
    expect(comboOf(key('KeyK', 'k', { metaKey: true }), false)).toBeNull();
  });

  it('shows ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(displayCombo('Mod+Shift+O', true)).toBe('⌘⇧O');
    expect(displayCombo('Mod+Shift+O', false)).toBe('Ctrl+Shift+O');
    expect(displayCombo('Alt+ArrowDown', false)).toBe('Alt+↓');
  });

  it('lays overrides over the defaults', () => {
    expect(resolveBindings({ newChat: 'Mod+Alt+N' })).toMatchObject({
      newChat: 'Mod+Alt+N',
      searchChats: 'Mod+Shift+F',
    });
  });

  it('keeps Ctrl+K / ⌘K for the command palette', () => {
    expect(reservedCombos.has(paletteCombo)).toBe(true);
    expect(Object.values(resolveBindings({}))).not.toContain(paletteCombo);
  });
});
