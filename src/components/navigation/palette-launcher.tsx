'use client';

import { Search } from 'lucide-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { comboOf, isMacPlatform, paletteCombo } from '../../lib/shortcuts/shortcuts';
import { LazyPart } from '../ui/lazy-part';

// The palette's code loads on first use, so no page pays for it up front (chat ≤ 140 kB gz).
const CommandPalette = lazy(() =>
  import('./command-palette').then((module) => ({ default: module.CommandPalette })),
);

/** Says a palette is open, so a second launcher on the page (sidebar and top bar) stays put. */
let openCount = 0;

/**
 * Opens the command palette (issue 26, item 4): the button, or Ctrl+K / ⌘K anywhere on a
 * signed-in page, even while typing. The label is localized by the server component.
 */
export function PaletteLauncher({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
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
      // Only the first visible launcher answers (the sidebar's and the top bar's may both exist).
      const first = document.querySelector('[data-testid="palette-open"]');
      if (first !== button.current || openCount > 0) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    if (!open) return;
    openCount += 1;
    return () => {
      openCount -= 1;
    };
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="palette-launcher"
        title={label}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
        data-ready={ready}
        data-testid="palette-open"
      >
        <Search size={15} aria-hidden />
        <span>{text}</span>
        <kbd aria-hidden>{mac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {open && (
        <LazyPart>
          <CommandPalette onClose={() => setOpen(false)} />
        </LazyPart>
      )}
    </>
  );
}
