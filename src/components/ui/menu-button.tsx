'use client';

import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

export type MenuItem = { id: string; label: string; icon?: ReactNode; onSelect: () => void };

/** Space kept between the menu and the window's edges, in CSS pixels. */
const edge = 8;

/**
 * Where the open menu goes, in the window's coordinates: under the button, its right edge at the
 * button's when the left-aligned menu would leave the window; above the button when there is
 * more room there than below.
 */
function placeMenu(button: DOMRect, menu: { width: number; height: number }) {
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
 * button, so no scrolling or clipping container around the button (the sidebar) cuts it.
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

  useLayoutEffect(() => {
    const element = menu.current;
    const anchor = button.current;
    if (!open || !element || !anchor) return;
    element.showPopover();
    const { left, top } = placeMenu(
      anchor.getBoundingClientRect(),
      element.getBoundingClientRect(),
    );
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
    element.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [open]);

  // Placed once: a scroll that moves the button, or a resize, would leave the menu beside
  // nothing, so it closes; so does a press anywhere outside it.
  useEffect(() => {
    if (!open) return;
    const moved = (event: Event) => {
      const target = event.target;
      const anchor = button.current;
      if (target instanceof Document || (target instanceof Node && target.contains(anchor)))
        setOpen(false);
    };
    const pressed = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    const resized = () => setOpen(false);
    window.addEventListener('scroll', moved, true);
    window.addEventListener('resize', resized);
    window.addEventListener('pointerdown', pressed, true);
    return () => {
      window.removeEventListener('scroll', moved, true);
      window.removeEventListener('resize', resized);
      window.removeEventListener('pointerdown', pressed, true);
    };
  }, [open]);

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
      {open && (
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
        </div>
      )}
    </span>
  );
}
