'use client';

import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useRouter } from 'waku';
import { useLocale } from '../../i18n/locale-context';
import { useViewport } from '../../lib/use-viewport';
import type { Viewport } from '../../lib/viewport';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { Menu, PanelLeftClose, PanelLeftOpen } from '../ui/icons';
import { useSidebarSize } from './use-sidebar-size';

/**
 * The chats layout's frame on the client: the sidebar's width (drag its edge, or arrow keys on
 * the handle), the minimized flag, and the drawer on mobile (≤ 959 px). The server renders the
 * viewport class of the browser's cookie (SPEC §9), so a phone gets the closed, inert drawer in
 * its first byte rather than the desktop sidebar.
 */
export function SidebarShell({
  sidebar,
  brand,
  viewport: initialViewport = 'desktop',
  children,
}: {
  sidebar: ReactNode;
  /** The viewport class the server rendered for (src/lib/viewport.server.ts). */
  viewport?: Viewport;
  /** Shown in the mobile bar beside the menu button. */
  brand?: ReactNode;
  children: ReactNode;
}) {
  const locale = useLocale();
  const size = useSidebarSize();
  const viewport = useViewport(initialViewport);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { path } = useRouter();
  const frame = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the route changes
  useEffect(() => setDrawerOpen(false), [path]);
  // The open drawer takes focus and Escape closes it; focus goes back to the menu button.
  useEffect(() => {
    if (!drawerOpen) return;
    frame.current?.querySelector<HTMLElement>('a[href], button, input')?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      opener.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startWidth = size.width;
    const move = (e: globalThis.PointerEvent) => size.setWidth(startWidth + e.clientX - startX);
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 48 : 16;
    if (event.key === 'ArrowLeft') size.setWidth(size.width - step);
    else if (event.key === 'ArrowRight') size.setWidth(size.width + step);
    else return;
    event.preventDefault();
  };

  const style = { '--sidebar-width': `${size.minimized ? 72 : size.width}px` } as CSSProperties;
  return (
    <div
      className="chats-layout"
      data-layout="chats"
      data-minimized={size.minimized}
      data-drawer={drawerOpen}
      data-viewport={viewport}
      style={style}
    >
      <div className="mobile-bar" data-testid="mobile-bar">
        <IconButton
          ref={opener}
          label={m.layout_open_menu({}, { locale })}
          icon={<Menu size={22} aria-hidden />}
          className="drawer-open icon-button"
          tooltipSide="bottom"
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          data-testid="drawer-open"
        />
        {brand}
      </div>
      <div
        className="sidebar-frame"
        ref={frame}
        inert={viewport === 'mobile' && !drawerOpen}
        data-testid="sidebar-frame"
      >
        {sidebar}
        <IconButton
          label={
            size.minimized
              ? m.layout_expand_sidebar({}, { locale })
              : m.layout_collapse_sidebar({}, { locale })
          }
          icon={
            size.minimized ? (
              <PanelLeftOpen size={18} aria-hidden />
            ) : (
              <PanelLeftClose size={18} aria-hidden />
            )
          }
          className="icon-button sidebar-minimize"
          tooltipSide="bottom"
          onClick={() => size.setMinimized(!size.minimized)}
          data-testid="sidebar-minimize"
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a splitter */}
        <div
          className="sidebar-resize"
          role="separator"
          aria-orientation="vertical"
          aria-label={m.layout_resize_sidebar({}, { locale })}
          aria-valuenow={size.width}
          tabIndex={0}
          onPointerDown={startDrag}
          onKeyDown={onKey}
          data-testid="sidebar-resize"
        />
      </div>
      {drawerOpen && (
        <button
          type="button"
          className="drawer-backdrop"
          aria-label={m.layout_close_menu({}, { locale })}
          onClick={() => setDrawerOpen(false)}
          data-testid="drawer-close"
        />
      )}
      <main className="chats-main" id="content">
        {children}
      </main>
    </div>
  );
}
