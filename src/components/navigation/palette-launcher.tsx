'use client';

import { lazy, useEffect, useRef, useState } from 'react';
import { comboOf, isMacPlatform, paletteCombo } from '../../lib/shortcuts/shortcuts';
import { Search } from '../ui/icons';
import { LazyPart } from '../ui/lazy-part';

// The palette's code loads on first use, so no page pays for it up front (chat ≤ 140 kB gz).
const CommandPalette = lazy(() =>
  import('./command-palette').then((module) => ({ default: module.CommandPalette })),
);

/**
 * Opens the command palette (issue 26, item 4): the button, or Ctrl+K / ⌘K anywhere on a
 * signed-in page, even while typing. The label is localized by the server component.
 */
export function PaletteLauncher({ label, text }: { label: string; text: string }) {
  // 0 while closed, else the number of the palette on screen: a palette asked for again while
  // the last one is still closing (its `close` event comes a task after Escape) is a new one.
  const [open, setOpen] = useState(0);
  const [mac, setMac] = useState(false);
  const [ready, setReady] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const isMac = isMacPlatform();
    setMac(isMac);
    setReady(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (comboOf(event, isMac) !== paletteCombo) return;
      // Only the first visible launcher answers (the sidebar's and the top bar's may both exist),
      // and not while a palette is open.
      const first = document.querySelector('[data-testid="palette-open"]');
      if (first !== button.current || document.querySelector('[data-testid="palette"][open]'))
        return;
      event.preventDefault();
      setOpen((number) => number + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="palette-launcher"
        title={label}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen((number) => number + 1)}
        data-ready={ready}
        data-testid="palette-open"
      >
        <Search size={15} aria-hidden />
        <span>{text}</span>
        <kbd aria-hidden>{mac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {open > 0 && (
        <LazyPart>
          <CommandPalette key={open} onClose={() => setOpen(0)} />
        </LazyPart>
      )}
    </>
  );
}
