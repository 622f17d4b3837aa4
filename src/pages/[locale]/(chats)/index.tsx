import { Link } from 'waku';
import { Screen } from '../../../components/layout/screen';
import { getRequestContext } from '../../../lib/request-context.server';
import * as m from '../../../paraglide/messages.js';

/**
 * `/`: the front answers it with the main redirect (worker/routes/home-redirect.ts) before Waku
 * renders, so people never see this; it stays a real page for Waku's router.
 */
export default async function HomePage() {
  const { locale } = getRequestContext();
  return (
    <Screen name="home" title={m.chat_title}>
      <Link to={`/${locale}/chat`}>{m.misc_home_to_chats({}, { locale })}</Link>
    </Screen>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
