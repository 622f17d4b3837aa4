import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { api, json, registerUser } from '../../test/helpers';
import {
  backfillUsageNames,
  expectUsageNamedAsTheirRefs,
  usageNamesOf,
} from '../../test/ledger-helpers';
import { usageLines } from '../../test/money-helpers';
import { moveConversations, moveTeamMoney } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { synthesize } from '../../test/voice-helpers';
import { moscowDay } from './moscow-time';

interface LedgerPage {
  items: { kind: string; amountKopecks: number; model: string | null; chatId: string | null }[];
  total: number;
  totals: { creditKopecks: number; debitKopecks: number };
  balance: { balanceKopecks: number; heldKopecks: number; ledgerSumKopecks: number };
}

const ledgerOf = async (headers: Record<string, string>, query = '') =>
  (await (await api(`/v1/entity/ledger${query}`, { headers })).json()) as LedgerPage;

/** A paid top-up through the YooKassa fake: create, pay at the fake, notify. */
async function topUp(headers: Record<string, string>, amountKopecks: number) {
  const res = await api('/v1/payments', json('POST', { amountKopecks }, headers));
  const { id } = (await res.json()) as { id: string };
  const row = await env.DB.prepare('SELECT provider_id FROM payments WHERE id = ?1')
    .bind(id)
    .first<{ provider_id: string }>();
  const providerId = row?.provider_id ?? '';
  await fetch(
    `${env.FAKE_YOOKASSA_URL}/__fake/payments/${providerId}`,
    json('POST', { status: 'succeeded', paid: true }),
  );
  await api(
    '/v1/payments/yookassa/notifications',
    json('POST', { type: 'notification', event: 'payment.succeeded', object: { id: providerId } }),
  );
}

/** Where a test reads the team's money: D1, or the team's object once it moved (decision 225). */
type Home = 'd1' | 'object';
const readFrom = async (home: Home, entityId: string) => {
  if (home === 'object') await moveTeamMoney(entityId);
};

/**
 * A grant, an answer's usage and a top-up: three ledger rows of three kinds. `inD1`: an account
 * of the previous version, its chats and money in D1 (decisions 218, 227), as the `d1` home needs.
 */
async function teamWithMoves(name?: string, home: Home = 'd1', inD1 = home === 'd1') {
  const user = await registerUser({ name, inD1 });
  const events = await readEvents(
    await send(user.headers, {
      model: 'gpt:gpt',
      question: 'Bill fake:input=1000 fake:output=2000',
    }),
  );
  const chatId = dataOf<{ chatId: string }>(events[0]).chatId;
  await topUp(user.headers, 10_000);
  await readFrom(home, user.user.entityId);
  return { ...user, chatId };
}

describe.each(['d1', 'object'] as const)('the ledger (%s)', (home) => {
  it('names a usage row’s chat only to whoever may open it, never a teammate’s private chat', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    await joinTeam(owner, mate);
    const events = await readEvents(
      await send(mate.headers, { model: 'gpt:gpt', question: 'A private question' }),
    );
    const chatId = dataOf<{ chatId: string }>(events[0]).chatId;
    await readFrom(home, owner.user.entityId);
    const usageOf = (page: LedgerPage) => page.items.find((row) => row.kind === 'usage');
    expect(usageOf(await ledgerOf(mate.headers))).toMatchObject({ model: 'gpt:gpt', chatId });
    expect(usageOf(await ledgerOf(owner.headers))).toMatchObject({
      model: 'gpt:gpt',
      chatId: null,
    });
  }, 60_000);

  it('lists every move with usage joined to its model and chat; its sum is the balance', async () => {
    const { headers, chatId } = await teamWithMoves(undefined, home);
    const page = await ledgerOf(headers);
    expect(page.items.map((row) => [row.kind, row.amountKopecks])).toEqual([
      ['top_up', 10_000],
      ['usage', -225],
      ['grant', 50_000],
    ]);
    expect(page.items[1]).toMatchObject({ model: 'gpt:gpt', chatId, chatMode: 'text' });
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({ creditKopecks: 60_000, debitKopecks: -225 });
    expect(page.balance).toMatchObject({ balanceKopecks: 59_775, heldKopecks: 0 });
    expect(page.balance.ledgerSumKopecks).toBe(page.balance.balanceKopecks);
    const team = (await (await api('/v1/entity', { headers })).json()) as {
      balanceKopecks: number;
    };
    expect(team.balanceKopecks).toBe(59_775);
  });

  it('pages and filters by kind and Moscow month', async () => {
    const { headers } = await teamWithMoves(undefined, home);
    const second = await ledgerOf(headers, '?take=1&page=2');
    expect(second.items.map((row) => row.kind)).toEqual(['usage']);
    expect(second.total).toBe(3);
    const usage = await ledgerOf(headers, '?kind=usage');
    expect(usage.items.map((row) => row.kind)).toEqual(['usage']);
    expect(usage.totals).toEqual({ creditKopecks: 0, debitKopecks: -225 });
    const thisMonth = moscowDay(Date.now()).slice(0, 7);
    expect((await ledgerOf(headers, `?month=${thisMonth}`)).total).toBe(3);
    expect((await ledgerOf(headers, '?month=2020-01')).total).toBe(0);
    const bad = await api('/v1/entity/ledger?kind=gift', { headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed', field: 'kind' });
    expect((await api('/v1/entity/ledger?month=2026-13', { headers })).status).toBe(400);
  });

  it('exports CSV with a BOM, Moscow times and escaped cells', async () => {
    const { headers } = await teamWithMoves('Иван "Ivan", =SUM(A1)', home);
    const res = await api('/v1/entity/ledger.csv?kind=usage', { headers });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ledger-usage.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    // The owner's export also says how each answer was rated (none here).
    expect(lines[0]).toBe(
      'date_msk,kind,amount_rub,model,chat_id,user,ref,rating,rating_reason,rating_comment',
    );
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,usage,-2\.25,gpt:gpt,[\w-]+,"'?Иван ""Ivan"", =SUM\(A1\)",,,,$/,
    );
    expect(lines).toHaveLength(3);
  });

  it('sums spending per Moscow day by model over 30 days', async () => {
    const { headers } = await teamWithMoves(undefined, home);
    const res = await api('/v1/entity/spending', { headers });
    const spending = (await res.json()) as {
      days: string[];
      models: { model: string; kopecks: number[]; totalKopecks: number }[];
    };
    expect(spending.days).toHaveLength(30);
    expect(spending.days.at(-1)).toBe(moscowDay(Date.now()));
    expect(spending.models).toEqual([
      { model: 'gpt:gpt', kopecks: [...Array(29).fill(0), 225], totalKopecks: 225 },
    ]);
  });

  it('names what read-aloud usage paid for', async () => {
    const { headers, user } = await registerUser();
    const res = await synthesize(headers, `Read ${crypto.randomUUID()} aloud`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await readFrom(home, user.entityId);
    const page = await ledgerOf(headers, '?kind=usage');
    expect(page.items).toMatchObject([{ kind: 'usage', model: 'text-to-speech', chatId: null }]);
    const spending = (await (await api('/v1/entity/spending', { headers })).json()) as {
      models: { model: string }[];
    };
    expect(spending.models.map((m) => m.model)).toEqual(['text-to-speech']);
  });

  it("shows only the caller's team", async () => {
    await teamWithMoves(undefined, home);
    const stranger = await registerUser();
    await readFrom(home, stranger.user.entityId);
    const page = await ledgerOf(stranger.headers);
    expect(page.items.map((row) => row.kind)).toEqual(['grant']);
  });
});

describe('usage rows that name what they paid for', () => {
  it('are written with the model, chat and key; rows without them read the same and are filled back', async () => {
    // Rows without names were written before migration 0054, by accounts whose chats were in D1
    // (the readers' fallback and the backfill join D1's messages); a new account's rows are named
    // from the start (checked against their records in ledger-helpers, wherever those live).
    const user = await teamWithMoves(undefined, 'd1', true);
    const { entityId } = user.user;
    const tts = await synthesize(user.headers, `Read ${crypto.randomUUID()} aloud`);
    await tts.arrayBuffer();
    const key = await createKey({}, user);
    await key.client.chat.completions.create({
      model: 'gpt:gpt',
      messages: [{ role: 'user', content: 'Hi fake:input=1000 fake:output=2000' }],
    });
    const named = await usageNamesOf(entityId);
    expect(named).toEqual([
      { model: 'gpt:gpt', chat_id: user.chatId, chat_mode: 'text', api_key_id: null },
      { model: 'gpt:gpt', chat_id: null, chat_mode: null, api_key_id: key.keyId },
      { model: 'text-to-speech', chat_id: null, chat_mode: null, api_key_id: null },
    ]);
    const read = async () => ({
      page: await ledgerOf(user.headers),
      csv: await (await api('/v1/entity/ledger.csv', { headers: user.headers })).text(),
      spending: await (await api('/v1/entity/spending', { headers: user.headers })).json(),
    });
    const before = await read();
    expect(before.page.items.filter((row) => row.kind === 'usage')).toMatchObject([
      { model: 'gpt:gpt', chatId: null, apiKeyName: 'script' },
      { model: 'text-to-speech', chatId: null },
      { model: 'gpt:gpt', chatId: user.chatId, chatMode: 'text' },
    ]);

    // Rows as written before migration 0054: the ledger finds the same names by their refs.
    await env.DB.prepare(
      `UPDATE ledger SET model = NULL, chat_id = NULL, chat_mode = NULL, api_key_id = NULL
       WHERE entity_id = ?1`,
    )
      .bind(entityId)
      .run();
    expect(await read()).toEqual(before);
    // The migration's backfill names them as their settlers do.
    await backfillUsageNames(entityId);
    expect(await usageNamesOf(entityId)).toEqual(named);
    expect(await read()).toEqual(before);

    // A new account (its chats in its object) has its answer's line named as its record says.
    const fresh = await teamWithMoves(undefined, 'object', false);
    await expectUsageNamedAsTheirRefs(fresh.user.entityId);
    expect(await usageLines(env, fresh.user.entityId)).toMatchObject([
      { model: 'gpt:gpt', chat_id: fresh.chatId, chat_mode: 'text', api_key_id: null },
    ]);
  }, 60_000);

  it('names a chat D1 does not hold (moved to its owner’s object) only to who paid in it', async () => {
    // A team whose money is still in D1, where this line is written (decision 227).
    const owner = await registerUser({ inD1: true });
    const mate = await registerUser();
    await joinTeam(owner, mate);
    const chatId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO ledger (id, entity_id, user_id, amount_kopecks, kind, ref, created_at, model,
         chat_id, chat_mode) VALUES (?1, ?2, ?3, -100, 'usage', ?4, ?5, 'gpt:gpt', ?6, 'image')`,
    )
      .bind(
        crypto.randomUUID(),
        owner.user.entityId,
        mate.user.id,
        crypto.randomUUID(),
        new Date().toISOString(),
        chatId,
      )
      .run();
    const usageOf = async (headers: Record<string, string>) =>
      (await ledgerOf(headers, '?kind=usage')).items[0];
    expect(await usageOf(mate.headers)).toMatchObject({
      model: 'gpt:gpt',
      chatId,
      chatMode: 'image',
    });
    expect(await usageOf(owner.headers)).toMatchObject({
      model: 'gpt:gpt',
      chatId: null,
      chatMode: null,
    });
  });

  it('names a moved person’s chat to who paid and, once shared, to its reader', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    await joinTeam(owner, mate);
    const events = await readEvents(
      await send(mate.headers, { model: 'gpt:gpt', question: 'A private question' }),
    );
    const chatId = dataOf<{ chatId: string }>(events[0]).chatId;
    await moveConversations(mate.user.id);
    const usageOf = async (headers: Record<string, string>) =>
      (await ledgerOf(headers, '?kind=usage')).items.find((row) => row.model === 'gpt:gpt');
    expect(await usageOf(mate.headers)).toMatchObject({ chatId });
    expect(await usageOf(owner.headers)).toMatchObject({ chatId: null });
    const shared = await api(
      '/v1/chat/share',
      json('POST', { chatId, userIds: [owner.user.id] }, mate.headers),
    );
    expect(shared.status).toBe(200);
    expect(await usageOf(owner.headers)).toMatchObject({ chatId, chatMode: 'text' });
  }, 60_000);
});
