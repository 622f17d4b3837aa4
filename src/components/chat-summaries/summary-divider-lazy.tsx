'use client';

import { lazyPart } from '../ui/lazy-part';

/**
 * The summary divider, whose code loads when a chat has a summary to show: few chats do, and the
 * chat page loads what every chat needs first.
 */
export const SummaryDivider = lazyPart(() =>
  import('./summary-divider').then((module) => module.SummaryDivider),
);
