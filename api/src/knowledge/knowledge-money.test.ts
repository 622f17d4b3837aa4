import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { documentsSettled, upload } from '../../test/knowledge-fixtures';
import { setBalance } from '../../test/midjourney-helpers';
import worker from '../index';
import { teamMaxBytes } from './document-store';
import { knowledgeIndexOf } from './knowledge-index';

const create = async (user: RegisteredUser, name = 'Base') => {
  const res = await api('/v1/knowledge', json('POST', { name }, user.headers));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
};

/** What a base holds: its document rows and its objects in R2. */
async function storedIn(baseId: string) {
  const rows = await env.DB.prepare(
    'SELECT count(*) AS n FROM knowledge_documents WHERE knowledge_base_id = ?1',
  )
    .bind(baseId)
    .first<number>('n');
  const objects = await env.FILES.list({ prefix: `knowledge/${baseId}/` });
  return { rows, objects: objects.objects.length };
}

const NOTHING = { rows: 0, objects: 0 };

// Sign-ups and a document read per case: more than the default 5 s on a busy machine.
describe('knowledge documents and money (decision 194)', { timeout: 30_000 }, () => {
  it('a team that cannot pay for indexing gets 402 before the file is stored', async () => {
    // An unconfirmed account: 0 ₽.
    const user = await registerUser({ confirm: false });
    const base = await create(user);
    const res = await upload(user.headers, base.id, 'notes.txt', 'a '.repeat(100_000));
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await storedIn(base.id)).toEqual(NOTHING);
  });

  it('a file whose indexing the team could no longer pay for is not kept', async () => {
    const user = await registerUser();
    const base = await create(user);
    // Stored while the team had money, read once it had none (it spent it meanwhile).
    const res = await upload(user.headers, base.id, 'long.txt', 'word '.repeat(8_000));
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    await documentsSettled(user.headers, base.id);
    await setBalance(user.user.entityId, 0);
    await env.DB.prepare(
      "UPDATE knowledge_documents SET status = 'processing', chunks = 0 WHERE id = ?1",
    )
      .bind(id)
      .run();
    await knowledgeIndexOf(env, base.id).enqueue(id);
    const [doc] = await documentsSettled(user.headers, base.id);
    expect(doc).toMatchObject({ status: 'failed' });
    expect(await storedIn(base.id)).toEqual({ rows: 1, objects: 0 });
  });

  it('a team’s bases together hold at most KNOWLEDGE_TEAM_MAX_MB, with a clear error', async () => {
    const user = await registerUser();
    const full = await create(user, 'Full');
    const base = await create(user, 'Next');
    // The team's other base already holds all but 10 bytes of the team's room.
    const now = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO knowledge_documents (id, knowledge_base_id, uploaded_by, name, content_type,
         kind, bytes, r2_key, status, chunks, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'big.txt', 'text/plain', 'text', ?4, ?5, 'ready', 1, ?6, ?6)`,
    )
      .bind(crypto.randomUUID(), full.id, user.user.id, teamMaxBytes(env) - 10, `x/${full.id}`, now)
      .run();
    const res = await upload(
      { ...user.headers, 'X-Ad-Locale': 'ru' },
      base.id,
      'more.txt',
      'eleven char',
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'knowledge_team_full',
      message: `Базы знаний вашей команды вмещают не больше ${teamMaxBytes(env) / 1024 / 1024} МБ документов вместе: удалите лишние, чтобы добавить новые`,
    });
    expect(await storedIn(base.id)).toEqual(NOTHING);
    // What fits still goes in.
    expect((await upload(user.headers, base.id, 'fits.txt', 'ten chars.')).status).toBe(202);
  });

  it('files left unpaid before decision 194 are removed by the hourly run, rows kept', async () => {
    const user = await registerUser();
    const base = await create(user);
    const res = await upload(user.headers, base.id, 'old.txt', 'word '.repeat(2_000));
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    await documentsSettled(user.headers, base.id);
    // As an older version left it: failed unpaid, its file still in R2.
    await env.DB.prepare(
      "UPDATE knowledge_documents SET status = 'failed', error = 'document_unpaid' WHERE id = ?1",
    )
      .bind(id)
      .run();
    expect(await storedIn(base.id)).toEqual({ rows: 1, objects: 1 });
    // The first hourly run after the deploy (the sweep's cursor not yet set), until it is done.
    await env.DB.prepare("DELETE FROM app_meta WHERE key = 'knowledge_unpaid_swept_to'").run();
    for (let run = 0; run < 50 && (await storedIn(base.id)).objects > 0; run++) {
      await worker.scheduled(
        createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
        env,
      );
    }
    expect(await storedIn(base.id)).toEqual({ rows: 1, objects: 0 });
  });
});
