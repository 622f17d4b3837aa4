import { Activity, type ReactNode } from 'react';

/**
 * A part of a page that hydrates in a pass of its own, after the part around it: its render,
 * commit and effects are tasks apart from the rest, so no one task holds the whole page while it
 * starts (decision 184). A click or a key in it before then hydrates it first. The server writes
 * its content in place, between two comments (an Activity boundary, not a Suspense one).
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
