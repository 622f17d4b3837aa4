import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { SECOND } from '../lib/time';
import { failTask, pollOnce } from './poll';
import { ProxyUnavailable } from './proxy-client';
import { taskById } from './task-store';

/** How often the proxy is asked about a running task (override: MIDJOURNEY_POLL_MS). */
const DEFAULT_POLL_MS = 3 * SECOND;
/** Passing faults in a row after which the task is given up (hold released). */
const MAX_FAULTS = 40;

/**
 * One Midjourney task, keyed by our task id (`idFromName`). An alarm polls the proxy until the
 * task ends, so progress does not depend on any browser or request staying around; D1 holds
 * the task's state, this object only the id and a fault count.
 */
export class MidjourneyTask extends DurableObject<Env> {
  /** Starts polling the task (again); harmless when it already is. */
  async watch(taskId: string): Promise<void> {
    await this.ctx.storage.put('taskId', taskId);
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + this.pollMs());
    }
  }

  override async alarm(): Promise<void> {
    const taskId = await this.ctx.storage.get<string>('taskId');
    if (!taskId) return;
    let outcome: 'again' | 'done';
    try {
      outcome = await pollOnce(this.env, taskId);
      await this.ctx.storage.delete('faults');
    } catch (error) {
      if (!(error instanceof ProxyUnavailable)) console.error('midjourney poll failed', error);
      outcome = await this.countFault(taskId);
    }
    if (outcome === 'again') {
      await this.ctx.storage.setAlarm(Date.now() + this.pollMs());
    } else {
      await this.ctx.storage.deleteAll();
    }
  }

  private async countFault(taskId: string): Promise<'again' | 'done'> {
    const faults = ((await this.ctx.storage.get<number>('faults')) ?? 0) + 1;
    if (faults < MAX_FAULTS) {
      await this.ctx.storage.put('faults', faults);
      return 'again';
    }
    const task = await taskById(this.env.DB, taskId);
    if (task) await failTask(this.env, task, 'midjourney_lost');
    return 'done';
  }

  private pollMs(): number {
    const configured = Number(this.env.MIDJOURNEY_POLL_MS);
    return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_POLL_MS;
  }
}
