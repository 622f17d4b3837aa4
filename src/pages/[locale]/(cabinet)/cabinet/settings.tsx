import '../../../../components/settings/settings.css';
import '../../../../components/chat-porting/porting.css';
import { ChatPortingPanel } from '../../../../components/chat-porting/chat-porting-panel';
import { Screen } from '../../../../components/layout/screen';
import { SettingsForm } from '../../../../components/settings/settings-form';
import { settingsTexts } from '../../../../components/settings/settings-texts';
import { accountTimeZone } from '../../../../lib/format';
import { getRequestContext } from '../../../../lib/request-context.server';
import { getSession } from '../../../../lib/session.server';
import { settingsOf } from '../../../../lib/settings/settings';
import * as m from '../../../../paraglide/messages.js';

export default async function SettingsPage() {
  const { locale, theme } = getRequestContext();
  const user = getSession()?.user;
  // Before the account has a theme, the page shows the one this browser renders (the cookie's).
  const settings = settingsOf(user);
  const timeZone = accountTimeZone(user?.timeZone);
  return (
    <Screen name="settings" title={m.balance_settings_title}>
      <SettingsForm
        initial={{ ...settings, theme: settings.theme ?? theme }}
        locale={locale}
        timeZone={timeZone}
        texts={settingsTexts(locale)}
      />
      <ChatPortingPanel locale={locale} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
