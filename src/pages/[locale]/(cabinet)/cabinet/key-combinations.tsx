import '../../../../components/settings/settings.css';
import '../../../../components/shortcuts/shortcuts.css';
import { Screen } from '../../../../components/layout/screen';
import { KeyCombinationsEditor } from '../../../../components/shortcuts/key-combinations-editor';
import { shortcutsTexts } from '../../../../components/shortcuts/shortcuts-texts';
import { getRequestContext } from '../../../../lib/request-context.server';
import { getSession } from '../../../../lib/session.server';
import { settingsOf } from '../../../../lib/settings/settings';
import * as m from '../../../../paraglide/messages.js';

export default async function KeyCombinationsPage() {
  const { locale } = getRequestContext();
  const { shortcuts } = settingsOf(getSession()?.user);
  return (
    <Screen name="key-combinations" title={m.balance_key_combinations_title}>
      <KeyCombinationsEditor initial={shortcuts} texts={shortcutsTexts(locale)} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
