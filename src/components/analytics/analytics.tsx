import { getPublicConfig } from '../../lib/public-config.server';
import { getSession } from '../../lib/session.server';
import { settingsOf } from '../../lib/settings/settings';
import { MetrikaTag } from './metrika-tag';

/**
 * Page-visit analytics for every page (server component in the app layout): nothing at all
 * unless the deployment configures Metrica, and nothing for an account that turned on
 * "do not track" in its settings.
 */
export function Analytics() {
  const { metrika } = getPublicConfig();
  if (!metrika || settingsOf(getSession()?.user).doNotTrack) return null;
  return <MetrikaTag tagUrl={metrika.tagUrl} counterIds={metrika.counterIds} />;
}
