import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { Toaster } from './toaster';

/**
 * The app's toasts with their labels in the page's language. Mounted by the layouts that show
 * toasts (chats, cabinet, text pages, the kit), not by the sign-in layout, which has none and
 * whose JavaScript budget has no room for it (docs/decisions/083-toasts.md).
 */
export function AppToaster() {
  const { locale } = getRequestContext();
  return (
    <Toaster
      label={m.ui_notifications({}, { locale })}
      dismissLabel={m.ui_dismiss({}, { locale })}
    />
  );
}
