import '../../../../components/settings/settings.css';
import '../../../../components/profile/profile.css';
import '../../../../components/oauth/oauth.css';
import { Screen } from '../../../../components/layout/screen';
import { SignInMethodsSection } from '../../../../components/oauth/sign-in-methods';
import {
  linkOutcomeOf,
  signInMethodsTexts,
} from '../../../../components/oauth/sign-in-methods-texts';
import { passkeysTexts } from '../../../../components/passkeys/passkeys-texts';
import { ProfilePanel } from '../../../../components/profile/profile-panel';
import { profileTexts } from '../../../../components/profile/profile-texts';
import { twoFactorTexts } from '../../../../components/two-factor/two-factor-texts';
import { getFlash } from '../../../../lib/auth/flash.server';
import { accountTimeZone } from '../../../../lib/format';
import { getRequestContext } from '../../../../lib/request-context.server';
import { getSession } from '../../../../lib/session.server';
import { settingsOf } from '../../../../lib/settings/settings';
import * as m from '../../../../paraglide/messages.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export default async function ProfilePage() {
  const { locale } = getRequestContext();
  const user = getSession()?.user;
  return (
    <Screen name="profile" title={m.profile_title}>
      <ProfilePanel
        user={{
          name: text(user?.name),
          email: text(user?.email),
          avatar: text(user?.avatar) || null,
        }}
        locale={locale}
        timeZone={accountTimeZone(user?.timeZone)}
        dateFormat={settingsOf(user).dateFormat}
        texts={profileTexts(locale)}
        twoFactorTexts={twoFactorTexts(locale)}
        passkeysTexts={passkeysTexts(locale)}
        signInMethods={
          <SignInMethodsSection
            locale={locale}
            texts={signInMethodsTexts(locale)}
            initialOutcome={linkOutcomeOf(getFlash('oauth'), locale)}
          />
        }
      />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
