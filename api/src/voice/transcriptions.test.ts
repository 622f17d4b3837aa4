import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { expectUsageNamedAsTheirRefs } from '../../test/ledger-helpers';
import { moneyOf, transcribe, wav } from '../../test/voice-helpers';
import type { Env } from '../env';
import { runTranscription } from './transcription-run';

interface Transcription {
  id: string;
  title: string;
  status: 'running' | 'done' | 'failed';
  text: string;
  durationSeconds: number | null;
  costKopecks: number;
  words: { speaker: number | null }[];
  paragraphs: { text: string }[];
  audioUrl: string;
  error: { code: string; message: string } | null;
}

const en = { 'X-Ad-Locale': 'en' };

async function finished(headers: Record<string, string>, id: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await api(`/v1/aimedia/stt/transcriptions/${id}`, {
      headers: { ...en, ...headers },
    });
    const body = (await res.json()) as Transcription;
    if (body.status !== 'running') return body;
    if (Date.now() > until) throw new Error('the job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('transcription jobs and history', () => {
  it('runs an uploaded file as a job, charges it once, and lists it in the history (dictations are not)', async () => {
    const { headers, user } = await registerUser();
    const started = await transcribe(headers, wav(90), { source: 'file', name: 'meeting.wav' });
    expect(started.status).toBe(202);
    const job = (await started.json()) as Transcription;
    expect(job).toMatchObject({ status: 'running', title: 'meeting.wav', text: '' });
    const done = await finished(headers, job.id);
    expect(done).toMatchObject({ status: 'done', costKopecks: 200, error: null });
    expect(done.durationSeconds).toBeCloseTo(90, 0);
    expect(done.paragraphs).toHaveLength(2);
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: -200, holds: 0 });
    await expectUsageNamedAsTheirRefs(user.entityId);
    await transcribe(headers, wav(1));
    const list = await api('/v1/aimedia/stt/transcriptions', { headers });
    const page = (await list.json()) as { items: Transcription[]; total: number };
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: job.id, status: 'done', words: [] });
  });

  it('finishes a job whose row failed after its charge on the next run, charging once (decision 219)', async () => {
    const { headers, user } = await registerUser();
    // The row's step fails for real: the database refuses this user's transcription ending.
    const trigger = `refuse_${crypto.randomUUID().replaceAll('-', '')}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE OF status ON transcriptions
       WHEN OLD.user_id = '${user.id}' AND NEW.status = 'done'
       BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    ).run();
    let id = '';
    try {
      const started = await transcribe(headers, wav(90), { source: 'file' });
      expect(started.status).toBe(202);
      id = ((await started.json()) as Transcription).id;
      // The job's charge is settled; its row is refused, so the job stays running.
      const until = Date.now() + 10_000;
      while ((await moneyOf(user.entityId)).usage === 0) {
        if (Date.now() > until) throw new Error('the job did not settle');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await expect(runTranscription(env as Env, id, user.id)).rejects.toThrow();
      const row = await env.DB.prepare('SELECT status FROM transcriptions WHERE id = ?1')
        .bind(id)
        .first<{ status: string }>();
      expect(row?.status).toBe('running');
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    // The job runs again (its alarm retries): done, with what was debited the first time.
    await runTranscription(env as Env, id, user.id);
    const done = await finished(headers, id);
    expect(done).toMatchObject({ status: 'done', costKopecks: 200, error: null });
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: -200, holds: 0 });
  });

  it('records a failed job with its localized reason and charges nothing', async () => {
    const { headers, user } = await registerUser();
    const started = await transcribe(headers, wav(1, 'fake:fail=400'), { source: 'file' });
    const failed = await finished(headers, ((await started.json()) as Transcription).id);
    expect(failed.status).toBe('failed');
    expect(failed.error?.message).toContain('corrupt or unsupported data');
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: 0, holds: 0 });
  });

  it('renames and deletes with the audio; another user gets 404 for every id', async () => {
    const { headers } = await registerUser();
    const started = await transcribe(headers, wav(1), { source: 'file' });
    const { id, audioUrl } = (await started.json()) as Transcription;
    await finished(headers, id);
    const stranger = await registerUser();
    const path = `/v1/aimedia/stt/transcriptions/${id}`;
    expect((await api(path, { headers: stranger.headers })).status).toBe(404);
    expect((await api(path, json('PATCH', { title: 'x' }, stranger.headers))).status).toBe(404);
    expect((await api(path, { method: 'DELETE', headers: stranger.headers })).status).toBe(404);
    const renamed = await api(path, json('PATCH', { title: 'Standup' }, headers));
    expect(await renamed.json()).toMatchObject({ title: 'Standup' });
    expect((await api(path, json('PATCH', { title: ' ' }, headers))).status).toBe(400);
    expect((await api(path, { method: 'DELETE', headers })).status).toBe(204);
    expect((await api(path, { headers })).status).toBe(404);
    expect((await api(audioUrl, { headers })).status).toBe(404);
  });
});
