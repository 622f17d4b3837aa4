import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { avatarModel } from './avatar-model';
import { finishAvatarRun } from './run-avatars';

/**
 * One avatar run's job, keyed by the run id (`idFromName`). Its alarm asks the image model, so
 * the run finishes whatever happens to the request or the page that started it; D1 holds the
 * state the page polls, this object only the ids (docs/decisions/078-avatar-jobs.md).
 */
export class AvatarJob extends DurableObject<Env> {
  async start(runId: string, userId: string): Promise<void> {
    await this.ctx.storage.put({ runId, userId });
    await this.ctx.storage.setAlarm(Date.now());
  }

  override async alarm(): Promise<void> {
    const runId = await this.ctx.storage.get<string>('runId');
    if (!runId) return;
    await finishAvatarRun(this.env, runId, await avatarModel(this.env));
    await this.ctx.storage.deleteAll();
  }
}
