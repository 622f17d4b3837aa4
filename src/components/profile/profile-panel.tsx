'use client';

import { useCallback, useEffect, useState } from 'react';
import { formatDate, type Settings } from '../../lib/settings/settings';
import { DangerZone } from './danger-zone';
import { EmailChangeForm } from './email-change-form';
import { NameAvatarForm } from './name-avatar-form';
import { PasswordForm } from './password-form';
import { profileCall } from './profile-call';
import type { ProfileTexts } from './profile-texts';
import { type ActiveSession, SessionsList } from './sessions-list';

type Props = {
  user: { name: string; email: string; avatar: string | null };
  locale: string;
  timeZone: string;
  dateFormat: Settings['dateFormat'];
  texts: ProfileTexts;
};

/** The cabinet's profile page: name and avatar, email, password, sessions, export, deletion. */
export function ProfilePanel({ user, locale, timeZone, dateFormat, texts }: Props) {
  const [sessions, setSessions] = useState<ActiveSession[]>([]);
  const reload = useCallback(async () => {
    const result = await profileCall<{ sessions: ActiveSession[] }>('/v1/user/sessions', 'GET');
    if (result.ok) setSessions(result.data.sessions);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const formatTime = (iso: string) => {
    const time = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
    return `${formatDate(iso, dateFormat, timeZone)} ${time}`;
  };
  return (
    <div className="profile-page" data-testid="profile-panel">
      <NameAvatarForm name={user.name} avatar={user.avatar} texts={texts} />
      <EmailChangeForm email={user.email} texts={texts} />
      <PasswordForm texts={texts} onChanged={reload} />
      <SessionsList sessions={sessions} formatTime={formatTime} texts={texts} reload={reload} />
      <DangerZone email={user.email} locale={locale} texts={texts} />
    </div>
  );
}
