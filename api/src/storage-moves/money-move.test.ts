import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { addMs, MINUTE, nowIso } from '../lib/time';
import { teamOf } from '../team/team-of';

const TOKEN = 'test-only-storage-move-token';
type Move = { part: string; ownerId: string; outcome: string; rows?: number; error?: string };

/** One run of the move through its route, for one team only. */
async function runMove(teamId: string, extra: Record<string, unknown> = {}) {
  const res = await api(
    '/internal/storage-moves',
    json(
      'POST',
      { teamIds: [teamId], parts: ['team:money'], ...extra },
      { Authorization: `Bearer ${TOKEN}` },
    ),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { moves: Move[]; remaining: Record<string, number> };
}

const LINES = 1200;

/**
 * A team with a long ledger in D1 (its starting grant, top-ups and usage lines naming their
 * model, chat and key), bonus days, a live and an old hold, and an API key's calls, its
 * balance equal to Σ ledger as D1 keeps it.
 */
async function teamWithMoney() {
  const person = await registerUser({ inD1: true });
  const teamId = person.user.entityId;
  const userId = person.user.id;
  const keyId = `key-${crypto.randomUUID()}`;
  const now = nowIso();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO api_keys (id, user_id, name, prefix, key_hash, monthly_cap_kopecks, created_at)
       VALUES (?1, ?2, 'CI', 'bsd_test', ?3, 5000, ?4)`,
    ).bind(keyId, userId, `hash-${keyId}`, now),
    // Lines a second apart, in the past; every tenth a top-up, the rest usage.
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?3)
       INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at, model,
         chat_id, chat_mode, api_key_id)
       SELECT 'line-' || ?1 || '-' || i, ?1, ?2,
         CASE WHEN i % 10 = 0 THEN 1000 ELSE -7 END,
         CASE WHEN i % 10 = 0 THEN 'top_up' ELSE 'usage' END,
         CASE WHEN i % 10 = 0 THEN 'pay-' || ?1 || '-' || i
              WHEN i % 10 = 1 THEN 'api-key/' || ?4 || '/call-' || i ELSE 'msg-' || i END,
         strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' seconds'),
         CASE WHEN i % 10 = 0 THEN NULL ELSE 'gpt:gpt-mini' END,
         CASE WHEN i % 10 IN (0, 1) THEN NULL ELSE 'chat-' || (i % 7) END,
         CASE WHEN i % 10 IN (0, 1) THEN NULL ELSE 'text' END,
         CASE WHEN i % 10 = 1 THEN ?4 END
       FROM n`,
    ).bind(teamId, userId, LINES, keyId),
    env.DB.prepare(
      `INSERT INTO api_key_usage (id, key_id, model, input_tokens, output_tokens, cost_kopecks,
         created_at)
       SELECT ref, ?2, 'gpt:gpt-mini', 10, 20, 7, created_at FROM ledger
       WHERE entity_id = ?1 AND ref LIKE 'api-key/%'`,
    ).bind(teamId, keyId),
    env.DB.prepare(
      `UPDATE entities SET bonus_until = '2026-12-31T00:00:00.000Z',
         balance_kopecks = (SELECT SUM(amount_kopecks) FROM ledger WHERE entity_id = ?1)
       WHERE id = ?1`,
    ).bind(teamId),
    env.DB.prepare(
      `INSERT INTO billing_holds (request_id, entity_id, amount_kopecks, created_at)
       VALUES (?2, ?1, 300, ?3), (?4, ?1, 50, ?5)`,
    ).bind(teamId, `live-${teamId}`, now, `old-${teamId}`, addMs(now, -40 * MINUTE)),
  ]);
  return { person, teamId, keyId };
}

const d1Ledger = (teamId: string) =>
  env.DB.prepare(
    `SELECT id, user_id, amount_kopecks, kind, ref, created_at, model, chat_id, chat_mode,
       api_key_id FROM ledger WHERE entity_id = ?1 ORDER BY created_at, id`,
  )
    .bind(teamId)
    .all()
    .then((rows) => rows.results);
const objectRows = (teamId: string, sql: string) =>
  runInDurableObject(teamOf(env, teamId), (_, state) => state.storage.sql.exec(sql).toArray());
const d1Balance = (teamId: string) =>
  env.DB.prepare('SELECT balance_kopecks, bonus_until FROM entities WHERE id = ?1')
    .bind(teamId)
    .first<{ balance_kopecks: number; bonus_until: string }>();

describe('the move of a team’s money from D1 into its object', () => {
  it('copies a long ledger, its holds, bonus days and key spending page by page; the hashes match', async () => {
    const { person, teamId, keyId } = await teamWithMoney();
    const ledger = await d1Ledger(teamId);
    expect(ledger.length).toBe(LINES + 1);

    // Not opt-in (decision 227): a run that names no parts takes the money part too. This one
    // names only the person, so it counts the part and moves no team's money.
    const unnamed = await api(
      '/internal/storage-moves',
      json('POST', { userIds: [person.user.id] }, { Authorization: `Bearer ${TOKEN}` }),
    );
    const { remaining } = (await unnamed.json()) as { remaining: Record<string, number> };
    expect(remaining).toHaveProperty('team:money');
    expect(await d1Ledger(teamId)).toEqual(ledger);

    // A small budget stops midway; the next run goes on from the saved cursor.
    const first = await runMove(teamId, { pageRows: 200, pages: 3 });
    expect(first.moves).toEqual([
      expect.objectContaining({ part: 'team:money', ownerId: teamId, outcome: 'paused' }),
    ]);
    expect(first.remaining['team:money']).toBe(1);
    const second = await runMove(teamId, { pageRows: 200 });
    // The balance row, every ledger line, two holds and the key's calls.
    const calls = ledger.filter((line) => String(line.ref).startsWith('api-key/')).length;
    expect(second.moves).toEqual([
      expect.objectContaining({ outcome: 'moved', rows: 1 + ledger.length + 2 + calls }),
    ]);
    expect(second.remaining['team:money']).toBe(0);

    const team = teamOf(env, teamId);
    const inD1 = await d1Balance(teamId);
    const now = nowIso();
    expect(await team.balance(now)).toEqual({
      balance: inD1?.balance_kopecks,
      held: 300,
      available: (inD1?.balance_kopecks ?? 0) - 300,
      bonusUntil: '2026-12-31T00:00:00.000Z',
      ledgerSum: inD1?.balance_kopecks,
    });
    expect(
      await objectRows(
        teamId,
        `SELECT id, user_id, amount_kopecks, kind, ref, created_at, model, chat_id, chat_mode,
           api_key_id FROM ledger ORDER BY seq`,
      ),
    ).toEqual(ledger);
    expect(await team.heldAmount(`old-${teamId}`)).toBe(50);
    // The key's calls are kept for its cap; they were made in January, so this month's cap is
    // still whole.
    expect(
      await objectRows(teamId, `SELECT count(*) AS n, sum(cost_kopecks) AS spent FROM key_usage`),
    ).toEqual([{ n: calls, spent: calls * 7 }]);
    expect(
      await team.placeHold({
        holdId: `api-key/${keyId}/new`,
        amount: 5000,
        mode: { apiKey: { keyId, monthlyCapKopecks: 5000 } },
        now,
      }),
    ).toBe('placed');

    // Moved: a later run leaves it alone.
    const again = await runMove(teamId);
    expect(again.moves).toEqual([expect.objectContaining({ outcome: 'already' })]);
  });

  it('a difference found by the check restarts the copy, which then moves', async () => {
    const { teamId } = await teamWithMoney();
    const paused = await runMove(teamId, { pageRows: 300, pages: 2 });
    expect(paused.moves[0]?.outcome).toBe('paused');
    // A line already copied changes in D1 (the money seam does not stop D1's writes yet).
    await env.DB.prepare(`UPDATE ledger SET model = 'changed' WHERE id = ?1`)
      .bind(`line-${teamId}-5`)
      .run();
    const restarted = await runMove(teamId, { pageRows: 300 });
    expect(restarted.moves[0]).toMatchObject({ outcome: 'restarted' });
    expect(await objectRows(teamId, 'SELECT count(*) AS n FROM ledger')).toEqual([{ n: 0 }]);
    const moved = await runMove(teamId, { pageRows: 300 });
    expect(moved.moves[0]).toMatchObject({ outcome: 'moved' });
    expect(
      await objectRows(teamId, `SELECT model FROM ledger WHERE id = 'line-${teamId}-5'`),
    ).toEqual([{ model: 'changed' }]);
  });

  it('a D1 balance that is not Σ its ledger never passes the check', async () => {
    const { teamId } = await teamWithMoney();
    await env.DB.prepare('UPDATE entities SET balance_kopecks = balance_kopecks + 1 WHERE id = ?1')
      .bind(teamId)
      .run();
    const report = await runMove(teamId);
    expect(report.moves[0]).toMatchObject({ outcome: 'restarted' });
    expect(report.moves[0]?.error).toContain('check failed');
    expect(report.remaining['team:money']).toBe(1);
    const team = teamOf(env, teamId);
    expect((await team.balance(nowIso())).balance).toBe(0);
  });
});
