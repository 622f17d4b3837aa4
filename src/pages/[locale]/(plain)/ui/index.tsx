import { ForcedTheme } from '../../../../components/layout/forced-theme';
import { Screen } from '../../../../components/layout/screen';
import { translator } from '../../../../i18n/translate';
import { getRequestContext } from '../../../../lib/request-context.server';
import * as m from '../../../../paraglide/messages.js';

/** The interface kit, shown in both forced modes side by side. */
export default async function UiPage() {
  const t = translator(getRequestContext().locale);
  const sample = (
    <div className="ui-sample">
      <button type="button" className="button button-primary">
        {t(m.chat_send)}
      </button>
      <button type="button" className="button">
        {t(m.chat_stop)}
      </button>
      <p className="muted">{t(m.chat_empty_title)}</p>
    </div>
  );
  return (
    <Screen name="ui" title={m.misc_ui_title}>
      <div className="ui-grid">
        <ForcedTheme mode="light">{sample}</ForcedTheme>
        <ForcedTheme mode="dark">{sample}</ForcedTheme>
      </div>
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
