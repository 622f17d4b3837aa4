'use client';

import { useEffect } from 'react';
import { watchViewport } from '../../lib/viewport-client';

/** Keeps the viewport class and its cookie current for the life of the page (root layout). */
export function ViewportWatch() {
  useEffect(() => watchViewport(), []);
  return null;
}
