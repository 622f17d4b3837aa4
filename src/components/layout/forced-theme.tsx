import type { ReactNode } from 'react';
import type { Theme } from '../../lib/theme';

/**
 * Forces a colour mode on a page or part of one, whatever the visitor chose (SPEC §4). The
 * design tokens are scoped by `data-theme`, so everything inside follows. Forcing `system` is
 * discouraged by SPEC and therefore not offered.
 */
export function ForcedTheme({
  mode,
  children,
}: {
  mode: Exclude<Theme, 'system'>;
  children: ReactNode;
}) {
  return (
    <div className="forced-theme" data-theme={mode} data-testid={`forced-${mode}`}>
      {children}
    </div>
  );
}
