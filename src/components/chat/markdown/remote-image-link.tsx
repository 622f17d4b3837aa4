'use client';

import { useLocale } from '../../../i18n/locale-context';
import * as m from '../../../paraglide/messages.js';

/**
 * An image of an answer hosted elsewhere, shown as a link with the host's name instead of being
 * loaded: loading it would tell that host whatever the URL carries (docs/decisions/032-strict-csp.md).
 */
export function RemoteImageLink({ href, host, alt }: { href: string; host: string; alt?: string }) {
  const locale = useLocale();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="md-remote-image"
      data-testid="remote-image-link"
      title={m.chat_remote_image_title({ host }, { locale })}
    >
      {m.chat_remote_image({ host }, { locale })}
      {alt ? ` (${alt})` : ''}
    </a>
  );
}
