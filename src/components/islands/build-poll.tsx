'use client';

import { useEffect } from 'react';
import { pollForNewBuild } from '../../lib/build-poll-browser';

/** Watches for a newer build while a signed-in page is open (rendered by the user menu). */
export function BuildPoll() {
  useEffect(() => pollForNewBuild(), []);
  return null;
}
