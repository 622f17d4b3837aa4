'use client';

import { type ComponentProps, lazy } from 'react';
import { LazyPart } from '../ui/lazy-part';
import type { FolderNameDialog as Dialog } from './folder-name-dialog';

const LoadedDialog = lazy(() =>
  import('./folder-name-dialog').then((module) => ({ default: module.FolderNameDialog })),
);

/**
 * The folder name dialog, whose code loads when it is first opened: the sidebar is on every chat
 * page, the dialog is not (docs/decisions/173-boot-weight-and-hydration.md).
 */
export function FolderNameDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <LazyPart>
      <LoadedDialog {...props} />
    </LazyPart>
  );
}
