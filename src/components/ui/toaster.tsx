'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { dismissToast, type ToastItem, toastStore } from './toast-store';

/**
 * Runs one toast's timer; it stops while `paused` and resumes with the time that was left,
 * so a toast being read (hovered) or reached by keyboard (focused) does not vanish.
 */
function ToastCard({
  item,
  paused,
  dismissLabel,
}: {
  item: ToastItem;
  paused: boolean;
  dismissLabel: string;
}) {
  const left = useRef(item.timeoutMs);
  useEffect(() => {
    if (paused || item.timeoutMs <= 0) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused, item.id, item.timeoutMs]);
  return (
    <div className="toast-card" data-kind={item.kind} data-testid="toast">
      <span className="toast-text">{item.message}</span>
      <button
        type="button"
        className="icon-button toast-close"
        onClick={() => dismissToast(item.id)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismissToast(item.id);
        }}
        aria-label={dismissLabel}
        data-tooltip={dismissLabel}
        data-testid="toast-dismiss"
      >
        {/* lucide's "x", inline: the toaster ships on every page but sign-in, kept small. */}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M18 6 6 18M6 6l12 12"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

/**
 * The one place toasts appear (mounted once by the root): bottom of the screen, stacked, paused
 * while hovered or focused, Escape or the × dismisses. The two live regions exist before any
 * toast so screen readers announce what is put in them: errors assertively, the rest politely.
 */
export function Toaster({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const items = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.snapshot,
    toastStore.serverSnapshot,
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // A dismissed toast takes its focus (and the pointer's target) with it: nothing stays paused.
  useEffect(() => {
    if (items.length > 0) return;
    setHovered(false);
    setFocused(false);
  }, [items.length]);
  const stack = (polite: boolean) => (
    <div
      className="toast-stack"
      aria-live={polite ? 'polite' : 'assertive'}
      role={polite ? 'status' : 'alert'}
      data-testid={polite ? 'toasts-polite' : 'toasts-assertive'}
    >
      {items
        .filter((item) => (item.kind === 'error') !== polite)
        .map((item) => (
          <ToastCard key={item.id} item={item} paused={paused} dismissLabel={dismissLabel} />
        ))}
    </div>
  );
  return (
    <section
      className="toaster"
      aria-label={label}
      data-paused={paused}
      data-testid="toaster"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {stack(false)}
      {stack(true)}
    </section>
  );
}
