'use client';

import { useState } from 'react';
import { type Outcome, outcomeOf, profileCall } from './profile-call';
import { OutcomeLine } from './profile-fields';
import type { ProfileTexts } from './profile-texts';

/** 'password', 'password+totp', 'yandex', 'google+recovery'… (api `signInMethod`). */
type SignInMethod = string;

export type ActiveSession = {
  id: string;
  device: string | null;
  lastSeenAt: string | null;
  current: boolean;
  signInMethod: SignInMethod | null;
};

/** A short name for a User-Agent: the browser and the system, e.g. "Firefox · Linux". */
function deviceName(agent: string | null, unknown: string): string {
  if (!agent) return unknown;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : '';
  const system = /iPhone|iPad/.test(agent)
    ? 'iOS'
    : /Android/.test(agent)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(agent)
        ? 'macOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Linux|X11/.test(agent)
            ? 'Linux'
            : '';
  return [browser, system].filter(Boolean).join(' · ') || agent.slice(0, 60);
}

type Props = {
  sessions: ActiveSession[];
  formatTime: (iso: string) => string;
  texts: ProfileTexts;
  reload: () => void;
  /** How a session signed in, by the api's `signInMethod`. */
  methodNames: Record<SignInMethod, string>;
};

/** Where the account is signed in, and "sign out everywhere else". */
export function SessionsList({ sessions, formatTime, texts, reload, methodNames }: Props) {
  const [outcome, setOutcome] = useState<Outcome>();
  const signOutOthers = async () => {
    const result = await profileCall<{ revoked: number }>(
      '/v1/user/sessions/sign-out-others',
      'POST',
    );
    const done = texts.signedOutOthers.replace(
      '{count}',
      String(result.ok ? result.data.revoked : 0),
    );
    setOutcome(outcomeOf(result, done, texts.failed));
    reload();
  };
  return (
    <section className="profile-section" aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title">{texts.sessions}</h2>
      <ul className="profile-sessions" data-testid="sessions-list">
        {sessions.map((session) => (
          <li key={session.id} data-testid="session-item" data-current={session.current}>
            <strong>{deviceName(session.device, texts.sessionUnknown)}</strong>
            {session.signInMethod && (
              <span data-testid="session-method">
                {' '}
                · {methodNames[session.signInMethod] ?? session.signInMethod}
              </span>
            )}
            {session.current && <span className="badge"> · {texts.sessionCurrent}</span>}
            {session.lastSeenAt && (
              <span className="muted">
                {' '}
                — {texts.sessionSeen.replace('{date}', formatTime(session.lastSeenAt))}
              </span>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        onClick={signOutOthers}
        disabled={sessions.length < 2}
        data-testid="sign-out-others"
      >
        {texts.signOutOthers}
      </button>
      <OutcomeLine outcome={outcome} testId="sessions-status" />
    </section>
  );
}
