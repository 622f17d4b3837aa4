import '../../../../components/settings/settings.css';
import '../../../../components/memory/memory.css';
import { Screen } from '../../../../components/layout/screen';
import { MemoryManager } from '../../../../components/memory/memory-manager';
import { memoryTexts } from '../../../../components/memory/memory-texts';
import { accountTimeZone } from '../../../../lib/format';
import { getRequestContext } from '../../../../lib/request-context.server';
import { getSession } from '../../../../lib/session.server';
import { settingsOf } from '../../../../lib/settings/settings';
import * as m from '../../../../paraglide/messages.js';

/** Settings → Memory: what the models keep about the person (docs/decisions/158-memory.md). */
export default async function MemoryPage() {
  const { locale } = getRequestContext();
  const user = getSession()?.user;
  const timeZone = accountTimeZone(user?.timeZone);
  return (
    <Screen name="memory" title={m.memory_title}>
      <MemoryManager
        texts={memoryTexts(locale)}
        locale={locale}
        timeZone={timeZone}
        initialOn={settingsOf(user).memory}
      />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
