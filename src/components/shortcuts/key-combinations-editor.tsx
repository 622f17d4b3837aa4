'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  displayCombo,
  isMacPlatform,
  resolveBindings,
  type ShortcutAction,
  type ShortcutGroup,
  shortcutGroups,
} from '../../lib/shortcuts/shortcuts';
import { patchUser } from '../settings/save-settings';
import type { ShortcutsTexts } from './shortcuts-texts';
import { problemOf, useCapture, withBinding } from './use-rebind';

type Props = { initial: Partial<Record<string, string>>; texts: ShortcutsTexts };

/** The shortcuts by group; each can be rebound by pressing the new keys, or all reset. */
export function KeyCombinationsEditor({ initial, texts }: Props) {
  const [overrides, setOverrides] = useState(initial);
  const [capturing, setCapturing] = useState<ShortcutAction | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [isMac, setIsMac] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setIsMac(isMacPlatform());
    setHydrated(true);
  }, []);
  const bindings = resolveBindings(overrides);
  const show = useCallback((combo: string) => displayCombo(combo, isMac), [isMac]);

  const save = useCallback(
    async (next: Partial<Record<string, string>>) => {
      const error = await patchUser({ settings: { shortcuts: next } });
      if (error === null) setOverrides(next);
      setMessage({
        ok: error === null,
        text: error === null ? texts.saved : error || texts.failed,
      });
    },
    [texts],
  );
  const onCombo = useCallback(
    (action: ShortcutAction, combo: string) => {
      const problem = problemOf(action, combo, overrides);
      if (problem?.kind === 'reserved') {
        setMessage({ ok: false, text: texts.reserved.replace('{keys}', show(combo)) });
        return;
      }
      if (problem?.kind === 'conflict') {
        const text = texts.conflict
          .replace('{keys}', show(combo))
          .replace('{action}', texts.actions[problem.other]);
        setMessage({ ok: false, text });
        return;
      }
      setCapturing(null);
      void save(withBinding(overrides, action, combo));
    },
    [overrides, save, texts, show],
  );
  const onCancel = useCallback(() => setCapturing(null), []);
  useCapture(capturing, isMac, onCombo, onCancel);

  return (
    <div className="shortcuts-editor" data-testid="shortcuts-editor" data-hydrated={hydrated}>
      {(Object.keys(shortcutGroups) as ShortcutGroup[]).map((group) => (
        <table key={group} className="shortcuts-table">
          <caption>{texts.groups[group]}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.actionCol}</th>
              <th scope="col">{texts.keysCol}</th>
              <th scope="col">
                <span className="visually-hidden">{texts.change}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shortcutGroups[group].map((action) => (
              <tr key={action} data-testid={`shortcut-${action}`}>
                <th scope="row">{texts.actions[action]}</th>
                <td>
                  {capturing === action ? (
                    <span className="muted">{texts.press}</span>
                  ) : (
                    <kbd data-testid="shortcut-keys">{show(bindings[action])}</kbd>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-pressed={capturing === action}
                    aria-label={texts.changeLabel.replace('{action}', texts.actions[action])}
                    onClick={() => {
                      setMessage(undefined);
                      setCapturing(capturing === action ? null : action);
                    }}
                    data-testid="shortcut-change"
                  >
                    {texts.change}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p className="muted">{texts.hint}</p>
      <button
        type="button"
        className="button"
        onClick={() => save({})}
        data-testid="shortcuts-reset"
      >
        {texts.reset}
      </button>
      <p
        role="status"
        className={message?.ok === false ? 'settings-error' : 'muted'}
        data-testid="shortcuts-status"
      >
        {message?.text}
      </p>
    </div>
  );
}
