/** Notification defaults (SPEC §9): shown at the bottom for 5000 ms. */
export const toastTimeoutMs = 5000;

export type ToastKind = 'info' | 'success' | 'error';
export type ToastItem = { id: number; message: string; kind: ToastKind; timeoutMs: number };

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Shows a toast at the bottom of the page, on top of any already there. Errors are announced
 * assertively, the rest politely. `timeoutMs: 0` keeps it until dismissed. Returns its id.
 *
 * @example showToast(m.chat_rename_failed({}, { locale }), { kind: 'error' });
 */
export function showToast(
  message: string,
  { kind = 'info', timeoutMs = toastTimeoutMs }: { kind?: ToastKind; timeoutMs?: number } = {},
): number {
  const id = nextId++;
  // Five at most: the oldest leave first.
  items = [...items, { id, message, kind, timeoutMs }].slice(-5);
  emit();
  return id;
}

/** Removes a toast (its timer ran out, or the person dismissed it). */
export function dismissToast(id: number): void {
  if (!items.some((item) => item.id === id)) return;
  items = items.filter((item) => item.id !== id);
  emit();
}

/** For useSyncExternalStore: the toasts shown now, oldest first. */
export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => items,
  serverSnapshot: (): readonly ToastItem[] => [],
};
