'use client';

import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format/date';
import type { Settings } from '../../lib/settings/settings';
import { PasskeysSection } from '../passkeys/passkeys-section';
import type { PasskeysTexts } from '../passkeys/passkeys-texts';
import { TwoFactorSection, type TwoFactorState } from '../two-factor/two-factor-section';
import type { TwoFactorTexts } from '../two-factor/two-factor-texts';
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
  twoFactorTexts: TwoFactorTexts;
  passkeysTexts: PasskeysTexts;
  /** The "Sign-in methods" section (providers), rendered by the page. */
  signInMethods?: ReactNode;
};

/** The cabinet's profile page: name and avatar, email, password, sessions, export, deletion. */
export function ProfilePanel(props: Props) {
  const {
    user,
    locale,
    timeZone,
    dateFormat,
    texts,
    twoFactorTexts,
    passkeysTexts,
    signInMethods,
  } = props;
  const [sessions, setSessions] = useState<ActiveSession[]>([]);
  const reload = useCallback(async () => {
    const result = await profileCall<{ sessions: ActiveSession[] }>('/v1/user/sessions', 'GET');
    if (result.ok) setSessions(result.data.sessions);
  }, []);
  const [twoFactor, setTwoFactor] = useState<TwoFactorState | null>(null);
  const [hasPasskey, setHasPasskey] = useState(false);
  const reloadTwoFactor = useCallback(async () => {
    const result = await profileCall<TwoFactorState>('/v1/user/2fa', 'GET');
    if (result.ok) setTwoFactor(result.data);
  }, []);
  const onPasskeyCount = useCallback((count: number) => setHasPasskey(count > 0), []);
  const secondFactorLabel = twoFactor?.totp ? twoFactorTexts.codeOrRecovery : undefined;
  // A sensitive action takes a passkey's answer in place of the code (decision 167).
  const passkeyLabel = secondFactorLabel && hasPasskey ? twoFactorTexts.passkeyInstead : undefined;
  useEffect(() => {
    void reload();
    void reloadTwoFactor();
  }, [reload, reloadTwoFactor]);
  const formatTime = (iso: string) => formatDateTime(iso, locale, { timeZone, dateFormat });
  return (
    <div className="profile-page" data-testid="profile-panel">
      <NameAvatarForm name={user.name} avatar={user.avatar} texts={texts} />
      <EmailChangeForm
        email={user.email}
        texts={texts}
        secondFactorLabel={secondFactorLabel}
        passkeyLabel={passkeyLabel}
      />
      <PasswordForm
        texts={texts}
        onChanged={reload}
        secondFactorLabel={secondFactorLabel}
        passkeyLabel={passkeyLabel}
      />
      <TwoFactorSection state={twoFactor} texts={twoFactorTexts} onChanged={reloadTwoFactor} />
      <PasskeysSection
        texts={passkeysTexts}
        formatTime={formatTime}
        onChanged={reload}
        onCount={onPasskeyCount}
      />
      {signInMethods}
      <SessionsList
        sessions={sessions}
        formatTime={formatTime}
        texts={texts}
        reload={reload}
        methodNames={twoFactorTexts.sessionMethods}
      />
      <DangerZone
        email={user.email}
        locale={locale}
        texts={texts}
        secondFactorLabel={secondFactorLabel}
        passkeyLabel={passkeyLabel}
      />
    </div>
  );
}
