import { createApp } from './app';
import { removeExpiredChats } from './chat/expired-chats';
import type { Env } from './env';
import { removeUnpaidDocumentFiles } from './knowledge/unpaid-files';
import { removeDeadPasskeyChallenges } from './passkeys/challenges';
import { runMoves } from './storage-moves/run-moves';
import { removeDeadLoginTickets } from './two-factor/login-tickets';
import { removeAbandonedUploads } from './voice/upload-cleanup';

const app = createApp();

export default {
  fetch: app.fetch,
  // The hourly cron of wrangler.jsonc: abandoned long uploads are aborted and removed (decision
  // 126), temporary chats past their end are wiped (decision 151; people whose conversations
  // moved have their object's alarm do it, decision 222), and two-factor tickets of
  // sign-ins never finished go (decision 148), and so do unused passkey challenges (decision 152),
  // and files of knowledge documents left unpaid before decision 194.
  // Last, the move from D1 into the objects goes on where it stopped (decision 203).
  async scheduled(controller, env) {
    const now = new Date(controller.scheduledTime);
    await removeAbandonedUploads(env, now);
    await removeExpiredChats(env, now);
    await removeDeadLoginTickets(env.DB, now);
    await removeDeadPasskeyChallenges(env.DB, now);
    await removeUnpaidDocumentFiles(env);
    await runMoves(env);
  },
} satisfies ExportedHandler<Env>;
export { AvatarJob } from './avatars/avatar-job';
export { Generation } from './generation/generation';
export { KnowledgeIndex } from './knowledge/knowledge-index';
export { MidjourneyTask } from './midjourney/task-watcher';
export { Person } from './person/person';
export { Team } from './team/team';
export { TranscriptionJob } from './voice/transcription-job';
