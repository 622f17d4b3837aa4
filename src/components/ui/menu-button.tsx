'use client';

import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

export type MenuItem = { id: string; label: string; icon?: ReactNode; onSelect: () => void };

/** Space kept between the menu and the window's edges, in CSS pixels. */
const edge = 8;

/**
 * Where the open menu goes, in the window's coordinates: under the button, its right edge at the
 * button's when the left-aligned menu would leave the window; above the button when there is
 * more room there than below.
 */
export function placeMenu(button: DOMRect, menu: { width: number; height: number }) {
  const fitsRight = button.left + menu.width <= window.innerWidth - edge;
  const left = fitsRight ? button.left : Math.max(edge, button.right - menu.width);
  const below = window.innerHeight - button.bottom - edge;
  const above = button.top - edge;
  const top =
    menu.height + 4 <= below || below >= above
      ? button.bottom + 4
      : Math.max(edge, button.top - 4 - menu.height);
  return { left, top };
}

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
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  /** Puts the open menu beside its button, where the button is now. */
  const place = useCallback(() => {
    const element = menu.current;
    const anchor = button.current;
    if (!element || !anchor) return;
    const { left, top } = placeMenu(
      anchor.getBoundingClientRect(),
      element.getBoundingClientRect(),
    );
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
  }, []);

  useLayoutEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    if (!element.matches(':popover-open')) element.showPopover();
    place();
    element.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [open, place]);

  // The menu follows its button when a list around it scrolls or the window resizes, and closes
  // on a press anywhere outside it.
  useEffect(() => {
    if (!open) return;
    const pressed = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    window.addEventListener('pointerdown', pressed, true);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      window.removeEventListener('pointerdown', pressed, true);
    };
  }, [open, place]);

  const closeMenu = () => {
    setOpen(false);
    button.current?.focus();
  };
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
