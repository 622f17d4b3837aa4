import { afterAll } from 'vitest';
import { closeSharedChromium } from './browser';

// Each test file's shared Chromium goes when its tests are done.
afterAll(async () => {
  await closeSharedChromium();
});
