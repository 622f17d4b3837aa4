import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchBuild } from './build-watch';
import { mayReload } from './reload-guard';

afterEach(() => vi.useRealTimers());

describe('watchBuild', () => {
  it('reports a new version once, at the next poll that sees it', async () => {
    vi.useFakeTimers();
    const versions = ['v1', 'v1', 'v2', 'v3'];
    const onNewVersion = vi.fn();
    watchBuild({
      current: 'v1',
      fetchVersion: async () => versions.shift() ?? null,
      onNewVersion,
      intervalMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewVersion).toHaveBeenCalledWith('v2');
    await vi.advanceTimersByTimeAsync(5000);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('ignores failed polls and stops when asked', async () => {
    vi.useFakeTimers();
    const onNewVersion = vi.fn();
    const fetchVersion = vi.fn(async () => {
      throw new Error('offline');
    });
    const stop = watchBuild({ current: 'v1', fetchVersion, onNewVersion, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(onNewVersion).not.toHaveBeenCalled();
  });
});

describe('mayReload', () => {
  it('allows one reload per 10 seconds', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(mayReload(storage, 100_000)).toBe(true);
    expect(mayReload(storage, 105_000)).toBe(false);
    expect(mayReload(storage, 111_000)).toBe(true);
  });
});
