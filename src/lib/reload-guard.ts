/** Two chunk failures within this long never reload twice (SPEC §4). */
export const reloadGuardMs = 10_000;

/** True when a reload may happen now; records the attempt in `storage`. */
export function mayReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem('beseda:last-reload') ?? 0);
  if (now - last < reloadGuardMs) return false;
  storage.setItem('beseda:last-reload', String(now));
  return true;
}
