'use client';

import { lazyPart } from './lazy-part';

/**
 * The actions dialog for parts of every chat page that open it on a click (the sidebar's folder
 * menus): its code loads with the first one.
 */
export const ActionsModal = lazyPart(() =>
  import('./actions-modal').then((module) => module.ActionsModal),
);
