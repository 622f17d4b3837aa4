'use client';

import { type ComponentProps, lazy } from 'react';
import { LazyPart } from '../ui/lazy-part';
import type { SummaryDivider as Divider } from './summary-divider';

const LoadedDivider = lazy(() =>
  import('./summary-divider').then((module) => ({ default: module.SummaryDivider })),
);

/**
 * The summary divider, whose code loads when a chat has a summary to show: few chats do, and the
 * chat page loads what every chat needs first (docs/decisions/173-boot-weight-and-hydration.md).
 */
export function SummaryDivider(props: ComponentProps<typeof Divider>) {
  return (
    <LazyPart>
      <LoadedDivider {...props} />
    </LazyPart>
  );
}
