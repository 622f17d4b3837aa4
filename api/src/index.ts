import { createApp } from './app';
import type { Env } from './env';
import { removeDeadLoginTickets } from './two-factor/login-tickets';
import { removeAbandonedUploads } from './voice/upload-cleanup';

const app = createApp();

export default {
  fetch: app.fetch,
  // The hourly cron of wrangler.jsonc: abandoned long uploads are aborted and removed (decision 126);
  // two-factor tickets of sign-ins never finished go (decision 148).
  async scheduled(controller, env) {
    const at = new Date(controller.scheduledTime);
    await removeAbandonedUploads(env, at);
    await removeDeadLoginTickets(env.DB, at);
  },
} satisfies ExportedHandler<Env>;
export { AvatarJob } from './avatars/avatar-job';
export { Generation } from './generation/generation';
export { MidjourneyTask } from './midjourney/task-watcher';
export { TranscriptionJob } from './voice/transcription-job';
