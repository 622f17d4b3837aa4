'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type AvatarRun, loadAvatarRun } from './avatar-api';

const POLL_MS = 1000;

/** Keeps the running run's id in the address, so a reload finds it again. */
function runQuery(id: string | undefined) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('run', id);
  else url.searchParams.delete('run');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Follows one avatar run until its job ends (docs/decisions/078-avatar-jobs.md): polls
 * `GET /v1/avatars/{id}` every second, keeps `?run=` in the address while it runs (a reload
 * picks it up again), and calls `onEnd` once with the finished or failed run.
 */
export function useAvatarJob(onEnd: (run: AvatarRun) => void) {
  const [run, setRun] = useState<AvatarRun>();
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  const follow = useCallback((id: string) => {
    clearTimeout(timer.current);
    const tick = async () => {
      const next = await loadAvatarRun(id).catch(() => undefined);
      setNow(Date.now());
      if (next) setRun(next);
      if (next && next.status !== 'running') {
        runQuery(undefined);
        ended.current(next);
        return;
      }
      timer.current = setTimeout(tick, POLL_MS);
    };
    void tick();
  }, []);

  const started = useCallback(
    (first: AvatarRun) => {
      setRun(first);
      if (first.status === 'running') {
        runQuery(first.id);
        follow(first.id);
      } else {
        ended.current(first);
      }
    },
    [follow],
  );

  // A reload in the middle of a run: follow the run named in the address.
  useEffect(() => {
    const id = new URL(window.location.href).searchParams.get('run');
    if (id && /^[\w-]{8,100}$/.test(id)) follow(id);
    return () => clearTimeout(timer.current);
  }, [follow]);

  const seconds = run ? Math.max(0, Math.round((now - Date.parse(run.createdAt)) / 1000)) : 0;
  return { run, started, running: run?.status === 'running', seconds };
}
