'use client';

import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';

type Props = { children: ReactNode; fallback?: ReactNode };

/**
 * A part of the page whose code loads on first use. When that code cannot load (a deploy removed
 * the old build's file and the one reload it allows was used, or the network dropped), the part
 * says so and offers a reload instead of taking the whole page down.
 */
export function LazyPart({ children, fallback = null }: Props) {
  return (
    <LoadFailureBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * A component whose code loads when it first renders, inside a `LazyPart`: for parts nothing of
 * which is on screen until a click or a rare case (docs/decisions/173-boot-weight-and-hydration.md).
 *
 * @example export const FolderNameDialog = lazyPart(() => import('./folder-name-dialog').then((m) => m.FolderNameDialog));
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React's own `lazy`
  return function Part(props: P) {
    return (
      <LazyPart>
        <Loaded {...props} />
      </LazyPart>
    );
  };
}

class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <LoadFailure /> : this.props.children;
  }
}

function LoadFailure() {
  const locale = useLocale();
  return (
    <div className="lazy-part-failed" role="alert" data-testid="lazy-part-failed">
      <span>{m.lazy_part_failed({}, { locale })}</span>
      <button type="button" className="button" onClick={() => location.reload()}>
        {m.lazy_part_reload({}, { locale })}
      </button>
    </div>
  );
}
