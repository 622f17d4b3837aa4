import '../../../../components/settings/settings.css';
import '../../../../components/knowledge/knowledge.css';
import { KnowledgeManager } from '../../../../components/knowledge/knowledge-manager';
import { knowledgeTexts } from '../../../../components/knowledge/knowledge-texts';
import { Screen } from '../../../../components/layout/screen';
import { accountTimeZone } from '../../../../lib/format';
import { getRequestContext } from '../../../../lib/request-context.server';
import { getSession } from '../../../../lib/session.server';
import * as m from '../../../../paraglide/messages.js';

/** Cabinet → Knowledge bases: the team's documents models answer from (decision 164). */
export default async function KnowledgePage() {
  const { locale } = getRequestContext();
  const user = getSession()?.user;
  const timeZone = accountTimeZone(user?.timeZone);
  return (
    <Screen name="knowledge" title={m.knowledge_title}>
      <KnowledgeManager texts={knowledgeTexts(locale)} locale={locale} timeZone={timeZone} />
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
