'use client';

import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { MessageCircleDashed } from '../ui/icons';

/**
 * A new chat's "temporary" switch (docs/decisions/151-projects-and-temporary-chats.md): pressed,
 * the chat it starts is never listed, searched or shared, and is deleted a day after its last
 * message.
 */
export function TemporaryToggle({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const locale = useLocale();
  return (
    <IconButton
      label={m.chat_temporary_toggle({}, { locale })}
      icon={<MessageCircleDashed size={18} aria-hidden />}
      aria-pressed={on}
      tooltipSide="bottom"
      onClick={() => onChange(!on)}
      data-testid="temporary-toggle"
    />
  );
}
