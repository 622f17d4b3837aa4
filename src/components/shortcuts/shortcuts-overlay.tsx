'use client';

import { useEffect, useId, useRef } from 'react';
import { Link } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import {
  displayCombo,
  isMacPlatform,
  paletteCombo,
  type ShortcutAction,
  shortcutGroups,
} from '../../lib/shortcuts/shortcuts';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { X } from '../ui/icons';
import { shortcutsTexts } from './shortcuts-texts';
import '../navigation/navigation.css';

/**
 * The key combinations over the page (Ctrl+/ or ?), so the chat and its draft stay where they
 * are; changing them is the cabinet's page, linked at the bottom.
 */
export function ShortcutsOverlay({
  bindings,
  onClose,
}: {
  bindings: Record<ShortcutAction, string>;
  onClose: () => void;
}) {
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const texts = shortcutsTexts(locale);
  const mac = isMacPlatform();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => {
      if (element.open) element.close();
      returnTo?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => close.current()}
      data-testid="shortcuts-overlay"
    >
      <div className="modal-head">
        <h2 className="modal-title" id={titleId}>
          {m.nav_shortcuts_title({}, { locale })}
        </h2>
        <IconButton
          label={m.layout_close({}, { locale })}
          icon={<X size={18} aria-hidden />}
          onClick={() => dialog.current?.close()}
          data-testid="shortcuts-overlay-close"
        />
      </div>
      <dl className="shortcuts-overlay-list">
        <dt>{m.nav_palette_open({}, { locale })}</dt>
        <dd>
          <kbd>{displayCombo(paletteCombo, mac)}</kbd>
        </dd>
        {Object.values(shortcutGroups)
          .flat()
          .map((action) => (
            <div key={action} style={{ display: 'contents' }}>
              <dt>{texts.actions[action]}</dt>
              <dd>
                <kbd>{displayCombo(bindings[action], mac)}</kbd>
              </dd>
            </div>
          ))}
      </dl>
      <Link
        to={`/${locale}/cabinet/key-combinations`}
        onClick={() => dialog.current?.close()}
        data-testid="shortcuts-overlay-all"
      >
        {m.nav_shortcuts_all({}, { locale })}
      </Link>
    </dialog>
  );
}
