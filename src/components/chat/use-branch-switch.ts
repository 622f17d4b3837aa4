'use client';

import { useCallback, useState } from 'react';
import { toMessagePage } from '../../lib/chat/normalize';
import { type MessagePage, messagePageSize } from '../../lib/chat/types';

/**
 * `‹ n/m ›`: shows another version of a message with the branch it starts. The owner's choice is
 * remembered by the api for every device; a reader of a shared chat only looks (the `branch`
 * query), leaving the owner's branch as it is (docs/decisions/101-message-branches.md).
 */
export function useBranchSwitch(options: {
  chatId: string;
  readOnly: boolean;
  onPage: (page: MessagePage) => void;
}) {
  const { chatId, readOnly, onPage } = options;
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);

  /**
   * Shows the branch through `messageId`; `remember: false` only looks (a reader always does),
   * `quiet` shows no error when it cannot.
   */
  const switchTo = useCallback(
    async (messageId: string, how: { remember?: boolean; quiet?: boolean } = {}) => {
      const remember = how.remember ?? !readOnly;
      setSwitching(true);
      setFailed(false);
      try {
        const base = `/api/v1/message/chat/${encodeURIComponent(chatId)}`;
        const response = !remember
          ? await fetch(
              `${base}/?${new URLSearchParams({
                pageNumber: '1',
                pageSize: String(messagePageSize),
                branch: messageId,
              })}`,
            )
          : await fetch(`${base}/branch?pageSize=${messagePageSize}`, {
              method: 'PUT',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ messageId }),
            });
        if (!response.ok) throw new Error(`branch ${response.status}`);
        onPage(toMessagePage(await response.json(), 1, messagePageSize));
      } catch {
        if (!how.quiet) setFailed(true);
      } finally {
        setSwitching(false);
      }
    },
    [chatId, readOnly, onPage],
  );

  return { switchTo, switching, failed };
}
