'use client';

import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Space kept between a placed panel and the window's edges, in CSS pixels. */
const edge = 8;

/**
 * Where an open panel goes, in the window's coordinates: under its button, its right edge at the
 * button's when the left-aligned panel would leave the window; above the button when there is
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
 * A popover panel anchored to its button, in the top layer (docs/decisions/199-menus-in-the-top-layer.md):
 * shown and placed beside the button when `open`, its first `focusFirst` element focused, kept
 * beside the button while anything scrolls or the window resizes, and closed by a press outside
 * both. MenuButton's menu and PopoverButton's panel are the two.
 */
export function useAnchoredPanel<Panel extends HTMLElement>(
  open: boolean,
  setOpen: (open: boolean) => void,
  focusFirst: string,
) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<Panel>(null);

  /** Puts the open panel beside its button, where the button is now. */
  const place = useCallback(() => {
    const element = panel.current;
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
    const element = panel.current;
    if (!open || !element) return;
    if (!element.matches(':popover-open')) element.showPopover();
    place();
    element.querySelector<HTMLElement>(focusFirst)?.focus({ preventScroll: true });
  }, [open, place, focusFirst]);

  useEffect(() => {
    if (!open) return;
    const pressed = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (panel.current?.contains(target) || button.current?.contains(target)) return;
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
  }, [open, place, setOpen]);

  /** Closes the panel and gives focus back to its button. */
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [setOpen]);

  return { button, panel: panel as RefObject<Panel | null>, close };
}
