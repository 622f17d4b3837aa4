'use client';

import { lazyPart } from '../ui/lazy-part';

/**
 * The folder name dialog, whose code loads when it is first opened: the sidebar is on every chat
 * page, the dialog is not.
 */
export const FolderNameDialog = lazyPart(() =>
  import('./folder-name-dialog').then((module) => module.FolderNameDialog),
);
