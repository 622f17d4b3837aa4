import type { ReactNode } from 'react';

/**
 * An empty list or a failed load: what happened, what to do next, and optionally the action
 * itself (a link or a button). `kind="error"` marks a failure.
 *
 * @example <EmptyState icon={<MessageSquare aria-hidden />} title={…} hint={…} action={<Link …/>} />
 */
export function EmptyState({
  icon,
  title,
  hint,
  action,
  kind = 'empty',
  testId = 'empty-state',
}: {
  icon?: ReactNode;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  kind?: 'empty' | 'error';
  testId?: string;
}) {
  return (
    <div
      className="empty-state"
      data-kind={kind}
      role={kind === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      {icon}
      <p className="empty-state-title">{title}</p>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
}
