import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { runTranscription } from './transcription-run';

/**
 * One uploaded file's transcription, keyed by its id (`idFromName`). Its alarm runs the job, so
 * it finishes whatever happens to the request or the page that started it; D1 holds the state
 * the page polls, this object only the ids.
 */
export class TranscriptionJob extends DurableObject<Env> {
  async start(id: string, userId: string): Promise<void> {
    await this.ctx.storage.put({ id, userId });
    await this.ctx.storage.setAlarm(Date.now());
  }

  override async alarm(): Promise<void> {
    const id = await this.ctx.storage.get<string>('id');
    const userId = await this.ctx.storage.get<string>('userId');
    if (!id || !userId) return;
    await runTranscription(this.env, id, userId);
    await this.ctx.storage.deleteAll();
  }
}
