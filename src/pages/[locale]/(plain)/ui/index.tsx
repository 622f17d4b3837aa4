import { Link } from 'waku';
import { ForcedTheme } from '../../../../components/layout/forced-theme';
import { Screen } from '../../../../components/layout/screen';
import { AppToaster } from '../../../../components/ui/app-toaster';
import { KitSections } from '../../../../components/ui/kit/kit-sections';
import { LocaleProvider } from '../../../../i18n/locale-context';
import { translator } from '../../../../i18n/translate';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

/** The interface kit: every component in each state, light and dark side by side. */
export default async function UiPage() {
  const { locale } = getRequestContext();
  const t = translator(locale);
  return (
    <LocaleProvider locale={locale}>
      <main className="kit-page" id="content">
        <Screen name="ui" title={m.misc_ui_title}>
          <p className="muted">{t(m.ui_kit_intro)}</p>
          <p>
            <Link to={`/${locale}/ui/actions-modal`}>{t(m.misc_ui_actions_modal_title)}</Link>
          </p>
          <div className="kit-columns">
            <ForcedTheme mode="light">
              <h2 className="kit-theme-title">{t(m.layout_theme_light)}</h2>
              <KitSections prefix="light" />
            </ForcedTheme>
            <ForcedTheme mode="dark">
              <h2 className="kit-theme-title">{t(m.layout_theme_dark)}</h2>
              <KitSections prefix="dark" />
            </ForcedTheme>
          </div>
        </Screen>
      </main>
      <AppToaster />
    </LocaleProvider>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
