'use client';

import type { ReactNode } from 'react';
import { Link } from 'waku';

/**
 * A link to a new chat. The conversation replaces its URL in place when the api names a new
 * chat, so the router may still think it is on the new-chat page: the event tells it to start over.
 */
export function NewChatLink({
  to,
  className,
  testId,
  children,
}: {
  to: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={className}
      data-testid={testId}
      onClick={() => window.dispatchEvent(new Event('beseda:new-chat'))}
    >
      {children}
    </Link>
  );
}
