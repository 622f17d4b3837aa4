'use client';

import { useEffect, useState } from 'react';
import {
  comboOf,
  defaultShortcuts,
  reservedCombos,
  resolveBindings,
  type ShortcutAction,
  shortcutActions,
} from '../../lib/shortcuts/shortcuts';

export type RebindProblem =
  | { kind: 'reserved'; combo: string }
  | { kind: 'conflict'; combo: string; other: ShortcutAction };

/** Why `combo` cannot go to `action` under `overrides`, or null when it can. */
export function problemOf(
  action: ShortcutAction,
  combo: string,
  overrides: Partial<Record<string, string>>,
): RebindProblem | null {
  if (reservedCombos.has(combo) || combo === 'Shift+/') return { kind: 'reserved', combo };
  const bindings = resolveBindings(overrides);
  const other = shortcutActions.find((name) => name !== action && bindings[name] === combo);
  return other ? { kind: 'conflict', combo, other } : null;
}

/** The overrides after giving `combo` to `action` (a default is stored as no override). */
export function withBinding(
  overrides: Partial<Record<string, string>>,
  action: ShortcutAction,
  combo: string,
) {
  const next = { ...overrides };
  if (defaultShortcuts[action] === combo) delete next[action];
  else next[action] = combo;
  return next;
}

/**
 * While `capturing` names an action, the next combination pressed is handed to `onCombo`;
 * a bare Escape cancels. Keys are swallowed so the page's own shortcuts stay quiet.
 */
export function useCapture(
  capturing: ShortcutAction | null,
  isMac: boolean,
  onCombo: (action: ShortcutAction, combo: string) => void,
  onCancel: () => void,
) {
  const [, force] = useState(0);
  useEffect(() => {
    if (!capturing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') return;
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape' && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
        onCancel();
        return;
      }
      const combo = comboOf(event, isMac);
      if (combo) onCombo(capturing, combo);
      else force((n) => n + 1);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [capturing, isMac, onCombo, onCancel]);
}
