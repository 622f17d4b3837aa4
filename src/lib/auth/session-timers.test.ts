import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionExpiry, startSessionTimers, type Visibility } from './session-timers';

const minute = 60_000;

function fakeVisibility(initial = true) {
  let visible = initial;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => visible,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    visible = next;
    for (const listener of listeners) listener();
  };
  return { visibility, set, listeners };
}

const clock = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run: () => void, ms: number) => setInterval(run, ms),
  clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
};

function setup(options: { expiresIn?: number; visible?: boolean; keepExpiry?: boolean } = {}) {
  const { visibility, set, listeners } = fakeVisibility(options.visible ?? true);
  const expiresAt = Date.now() + (options.expiresIn ?? 20 * minute);
  const answer = (): SessionExpiry => ({
    expiresAt: options.keepExpiry ? expiresAt : Date.now() + 20 * minute,
  });
  const refresh = vi.fn(async () => answer());
  const refetchSession = vi.fn(async () => answer());
  const warn = vi.fn();
  const onSignedOut = vi.fn();
  const stop = startSessionTimers({
    clock,
    visibility,
    expiresAt,
    refresh,
    refetchSession,
    warn,
    onSignedOut,
  });
  return { refresh, refetchSession, warn, onSignedOut, stop, setVisible: set, listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('automatic refresh', () => {
  it('refreshes every 15 minutes', async () => {
    const { refresh } = setup();
    await vi.advanceTimersByTimeAsync(15 * minute - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15 * minute);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once on becoming visible when 15 minutes or more passed', async () => {
    const { refresh, setVisible } = setup();
    setVisible(false);
    vi.setSystemTime(Date.now() + 16 * minute); // timers were frozen while hidden
    setVisible(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reschedules for the remainder and refetches the session when less passed', async () => {
    const { refresh, refetchSession, setVisible } = setup();
    await vi.advanceTimersByTimeAsync(10 * minute);
    setVisible(false);
    setVisible(true);
    expect(refresh).not.toHaveBeenCalled();
    expect(refetchSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * minute - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('expiry monitor', () => {
  it('warns within 2 minutes of expiry, at most once per 30 s, and not after expiry', async () => {
    const { warn } = setup({ expiresIn: 3 * minute + 10_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(warn).not.toHaveBeenCalled(); // 2:40 and 2:10 left
    await vi.advanceTimersByTimeAsync(30_000);
    expect(warn).toHaveBeenCalledTimes(1); // 1:40 left
    await vi.advanceTimersByTimeAsync(90_000);
    expect(warn).toHaveBeenCalledTimes(4); // 1:10, 0:40, 0:10
    await vi.advanceTimersByTimeAsync(60_000);
    expect(warn).toHaveBeenCalledTimes(4); // expired: no warning
  });

  it('checks only while the page is visible', async () => {
    const { warn, setVisible } = setup({ expiresIn: 150_000, visible: false, keepExpiry: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(warn).not.toHaveBeenCalled();
    setVisible(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('signed out', () => {
  it('stops both timers when a refresh says signed out', async () => {
    const { refresh, onSignedOut, warn, listeners } = setup({ expiresIn: 40 * minute });
    refresh.mockResolvedValueOnce(null);
    await vi.advanceTimersByTimeAsync(15 * minute);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(60 * minute);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops when the session refetched on becoming visible is gone', async () => {
    const { refetchSession, onSignedOut, setVisible, refresh } = setup();
    refetchSession.mockResolvedValueOnce(null);
    setVisible(false);
    setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * minute);
    expect(refresh).not.toHaveBeenCalled();
  });
});
