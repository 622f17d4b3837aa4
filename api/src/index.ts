import { createApp } from './app';
import type { Env } from './env';
import { removeAbandonedUploads } from './voice/upload-cleanup';

const app = createApp();

export default {
  fetch: app.fetch,
  // The hourly cron of wrangler.jsonc: abandoned long uploads are aborted and removed (decision 126).
  async scheduled(controller, env) {
    await removeAbandonedUploads(env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
export { AvatarJob } from './avatars/avatar-job';
export { Generation } from './generation/generation';
export { MidjourneyTask } from './midjourney/task-watcher';
export { TranscriptionJob } from './voice/transcription-job';
