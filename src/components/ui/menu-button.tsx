'use client';

import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAnchoredPanel } from './anchored-panel';

export type MenuItem = { id: string; label: string; icon?: ReactNode; onSelect: () => void };

/**
 * A button that opens a menu (ARIA menu button): arrow keys move, Enter picks, Escape closes
 * and returns focus to the button. The menu is a popover in the top layer, placed beside the
 * button, so no scrolling or clipping container around the button (the sidebar) cuts it
 * (docs/decisions/199-menus-in-the-top-layer.md).
 */
export function MenuButton({
  label,
  icon,
  items,
}: {
  label: string;
  icon: ReactNode;
  items: MenuItem[];
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // The menu follows its button when a list around it scrolls or the window resizes, and closes
  // on a press anywhere outside it.
  const {
    button,
    panel: menu,
    close: closeMenu,
  } = useAnchoredPanel<HTMLDivElement>(open, setOpen, '[role="menuitem"]');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') return closeMenu();
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    entries[(at + step + entries.length) % entries.length]?.focus();
  };

  return (
    <span className="menu-anchor">
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        data-tooltip={open ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        data-testid="menu-button"
      >
        {icon}
      </button>
      {open &&
        // In the body: a scroll container around the button (the sidebar's list) is then never
        // scrolled to reveal the menu, and nothing the button's row hides hides the menu.
        createPortal(
          <div
            className="menu menu-popup"
            popover="manual"
            role="menu"
            id={menuId}
            aria-label={label}
            ref={menu}
            onKeyDown={onKeyDown}
          >
            {items.map((item) => (
              <button
                key={item.id}
                type="button"
                role="menuitem"
                className="menu-item"
                tabIndex={-1}
                onClick={() => {
                  closeMenu();
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </span>
  );
}
