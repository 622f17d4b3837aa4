import { Link } from 'waku';
import { ForcedTheme } from '../../../../components/layout/forced-theme';
import { Screen } from '../../../../components/layout/screen';
import { AppToaster } from '../../../../components/ui/app-toaster';
import { KitActionsDemo } from '../../../../components/ui/kit/kit-islands';
import { LocaleProvider } from '../../../../i18n/locale-context';
import { translator } from '../../../../i18n/translate';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

/** The actions modal on its own: a dialog with a list of actions, in both colour modes. */
export default async function UiActionsModalPage() {
  const { locale } = getRequestContext();
  const t = translator(locale);
  return (
    <LocaleProvider locale={locale}>
      <main className="kit-page" id="content">
        <Screen name="ui-actions-modal" title={m.misc_ui_actions_modal_title}>
          <p className="muted">{t(m.ui_actions_intro)}</p>
          <p>
            <Link to={`/${locale}/ui`}>{t(m.misc_ui_title)}</Link>
          </p>
          <div className="kit-columns">
            <ForcedTheme mode="light">
              <h2 className="kit-theme-title">{t(m.layout_theme_light)}</h2>
              <KitActionsDemo testId="light-actions-modal" />
            </ForcedTheme>
            <ForcedTheme mode="dark">
              <h2 className="kit-theme-title">{t(m.layout_theme_dark)}</h2>
              <KitActionsDemo testId="dark-actions-modal" />
            </ForcedTheme>
          </div>
        </Screen>
      </main>
      <AppToaster />
    </LocaleProvider>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
