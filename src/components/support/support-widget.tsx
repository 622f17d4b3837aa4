import { translator } from '../../i18n/translate';
import { getPublicConfig } from '../../lib/public-config.server';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { SupportWidgetButton } from './support-widget-button';

/**
 * The support chat button for a page (server component): the deployment's widget URL and the
 * strings in the page's language, handed to the island.
 *
 * @example <SupportWidget />
 */
export function SupportWidget() {
  const { locale } = getRequestContext();
  const t = translator(locale);
  return (
    <SupportWidgetButton
      url={getPublicConfig().supportWidgetUrl}
      language={locale}
      labels={{
        open: t(m.support_widget_open),
        loading: t(m.support_widget_loading),
        opened: t(m.support_widget_opened),
        failed: t(m.support_widget_failed),
        unavailable: t(m.support_widget_unavailable),
      }}
    />
  );
}
