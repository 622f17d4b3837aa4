import { createApp } from './app';

export default createApp();
export { AvatarJob } from './avatars/avatar-job';
export { Generation } from './generation/generation';
export { MidjourneyTask } from './midjourney/task-watcher';
export { TranscriptionJob } from './voice/transcription-job';
