'use client';

import { useLocale } from '../../i18n/locale-context';
import type { Siblings } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { ChevronLeft, ChevronRight } from '../ui/icons';

/**
 * `‹ 2/3 ›` under a message with other versions (an edited question, a regenerated answer):
 * shows the previous or next one (docs/decisions/101-message-branches.md).
 */
export function BranchSwitcher({
  siblings,
  disabled,
  onSwitch,
}: {
  siblings: Siblings;
  disabled: boolean;
  /** Shows the version with this message id. */
  onSwitch: (messageId: string) => void;
}) {
  const locale = useLocale();
  const { index, count, ids } = siblings;
  const go = (to: number) => {
    const id = ids[to];
    if (id) onSwitch(id);
  };
  const position = m.chat_branch_position(
    { index: String(index + 1), count: String(count) },
    { locale },
  );
  return (
    <fieldset
      className="branch-switcher"
      aria-label={m.chat_branch_versions({}, { locale })}
      data-testid="branch-switcher"
    >
      <IconButton
        label={m.chat_branch_previous({}, { locale })}
        icon={<ChevronLeft size={16} aria-hidden />}
        onClick={() => go(index - 1)}
        disabled={disabled || index === 0 || !ids[index - 1]}
        data-testid="branch-previous"
      />
      <span className="branch-position" title={position} data-testid="branch-position">
        <span aria-hidden>
          {index + 1}/{count}
        </span>
        <span className="visually-hidden">{position}</span>
      </span>
      <IconButton
        label={m.chat_branch_next({}, { locale })}
        icon={<ChevronRight size={16} aria-hidden />}
        onClick={() => go(index + 1)}
        disabled={disabled || index >= count - 1 || !ids[index + 1]}
        data-testid="branch-next"
      />
    </fieldset>
  );
}
