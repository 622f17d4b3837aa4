import { describe, expect, it } from 'vitest';
import { dismissToast, showToast, toastStore, toastTimeoutMs } from './toast-store';

const shown = () => toastStore.snapshot().map((item) => item.message);

describe('toast store', () => {
  it('stacks toasts oldest first with SPEC §9 defaults, keeps five, and dismisses by id', () => {
    let changes = 0;
    const stop = toastStore.subscribe(() => changes++);
    const first = showToast('one');
    showToast('two', { kind: 'error', timeoutMs: 0 });
    expect(toastStore.snapshot()[0]).toMatchObject({ message: 'one', kind: 'info' });
    expect(toastStore.snapshot()[0]?.timeoutMs).toBe(toastTimeoutMs);
    expect(toastTimeoutMs).toBe(5000);
    expect(toastStore.snapshot()[1]).toMatchObject({ kind: 'error', timeoutMs: 0 });
    for (const n of ['3', '4', '5', '6']) showToast(n);
    expect(shown()).toEqual(['two', '3', '4', '5', '6']);
    dismissToast(first); // already gone: no change announced
    const before = changes;
    dismissToast(toastStore.snapshot()[0]?.id ?? -1);
    expect(shown()).toEqual(['3', '4', '5', '6']);
    expect(changes).toBe(before + 1);
    stop();
    for (const item of toastStore.snapshot()) dismissToast(item.id);
    expect(toastStore.serverSnapshot()).toEqual([]);
  });
});
