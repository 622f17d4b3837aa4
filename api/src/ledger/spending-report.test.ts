import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { readEvents, send } from '../../test/chat-helpers';
import { api, registerUser } from '../../test/helpers';
import { moveTeamMoney } from '../../test/move-helpers';
import { joinTeam } from '../../test/team-helpers';
import { synthesize } from '../../test/voice-helpers';
import { moscowDay } from './moscow-time';

interface Row {
  key: string;
  label: string;
  kopecks: number;
  inputTokens: number;
  outputTokens: number;
  count: number;
}
interface Report {
  rows: Row[];
  totalKopecks: number;
}

const today = moscowDay(Date.now());
const ASK = 'Bill fake:input=1000 fake:output=2000';

const report = async (headers: Record<string, string>, query: string, more = {}) =>
  api(`/v1/entity/spending?${query}`, {
    headers: { 'X-Ad-Locale': 'en', ...headers, ...more },
  });
const rowsOf = async (headers: Record<string, string>, groupBy: string) => {
  const res = await report(headers, `from=${today}&to=${today}&groupBy=${groupBy}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Report;
};

/**
 * An owner and a member of one team: the owner asks once in the web and once through an API key,
 * the member asks once in the web — each 1,000 input and 2,000 output tokens of `gpt:gpt`.
 */
async function spendingTeam(home: 'd1' | 'object') {
  const owner = await registerUser({ name: 'Olga Owner' });
  const mate = await registerUser({ name: 'Misha Member' });
  await joinTeam(owner, mate);
  if (home === 'object') await moveTeamMoney(owner.user.entityId);
  await readEvents(await send(owner.headers, { model: 'gpt:gpt', question: ASK }));
  await readEvents(await send(mate.headers, { model: 'gpt:gpt', question: ASK }));
  const key = await createKey({ name: 'nightly script' }, owner);
  await key.client.chat.completions.create({
    model: 'gpt:gpt',
    messages: [{ role: 'user', content: `Hi ${ASK}` }],
  });
  const ledger = (await (
    await api('/v1/entity/ledger?kind=usage', { headers: owner.headers })
  ).json()) as { totals: { debitKopecks: number }; items: { amountKopecks: number }[] };
  return { owner, mate, key, spent: -ledger.totals.debitKopecks, lines: ledger.items };
}

describe.each(['d1', 'object'] as const)('GET /v1/entity/spending (money in %s)', (home) => {
  it('groups the owner’s view by member, model, day and key, with tokens', async () => {
    const { owner, mate, key, spent, lines } = await spendingTeam(home);
    expect(lines).toHaveLength(3);
    const [answer, call] = [
      225,
      -(lines.find((l) => l.amountKopecks !== -225)?.amountKopecks ?? -225),
    ];
    expect(spent).toBe(2 * answer + call);

    const byMember = await rowsOf(owner.headers, 'member');
    expect(byMember.totalKopecks).toBe(spent);
    expect(byMember.rows).toEqual([
      {
        key: owner.user.id,
        label: 'Olga Owner',
        kopecks: answer + call,
        inputTokens: 2000,
        outputTokens: 4000,
        count: 2,
      },
      {
        key: mate.user.id,
        label: 'Misha Member',
        kopecks: answer,
        inputTokens: 1000,
        outputTokens: 2000,
        count: 1,
      },
    ]);

    const byModel = await rowsOf(owner.headers, 'model');
    expect(byModel.rows).toEqual([
      {
        key: 'gpt:gpt',
        label: expect.any(String),
        kopecks: spent,
        inputTokens: 3000,
        outputTokens: 6000,
        count: 3,
      },
    ]);

    const byDay = await rowsOf(owner.headers, 'day');
    expect(byDay.rows).toEqual([
      { key: today, label: today, kopecks: spent, inputTokens: 3000, outputTokens: 6000, count: 3 },
    ]);

    const byKey = await rowsOf(owner.headers, 'key');
    expect(byKey.rows).toEqual(
      expect.arrayContaining([
        {
          key: key.keyId,
          label: 'nightly script',
          kopecks: call,
          inputTokens: 1000,
          outputTokens: 2000,
          count: 1,
        },
        {
          key: 'studio:text',
          label: 'Chat',
          kopecks: 2 * answer,
          inputTokens: 2000,
          outputTokens: 4000,
          count: 2,
        },
      ]),
    );
    expect(byKey.rows).toHaveLength(2);

    // Labels follow the caller's language; a period that ends before the spending has none.
    const ru = await report(owner.headers, `from=${today}&to=${today}&groupBy=key`, {
      'X-Ad-Locale': 'ru',
    });
    expect(((await ru.json()) as Report).rows.map((r) => r.label)).toContain('Чат');
    const before = await report(owner.headers, 'from=2020-01-01&to=2020-12-31&groupBy=model');
    expect(await before.json()).toEqual({ rows: [], totalKopecks: 0 });
  });

  it('shows a member their own rows only, and the same as CSV', async () => {
    const { mate } = await spendingTeam(home);
    const mine = await rowsOf(mate.headers, 'member');
    expect(mine.rows).toEqual([
      {
        key: mate.user.id,
        label: 'Misha Member',
        kopecks: 225,
        inputTokens: 1000,
        outputTokens: 2000,
        count: 1,
      },
    ]);
    expect(mine.totalKopecks).toBe(225);
    expect((await rowsOf(mate.headers, 'key')).rows.map((r) => r.key)).toEqual(['studio:text']);

    const csv = await report(mate.headers, `from=${today}&to=${today}&groupBy=member`, {
      Accept: 'text/csv',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')).toEqual([
      'member,label,kopecks,rub,input_tokens,output_tokens,count',
      `${mate.user.id},Misha Member,225,2.25,1000,2000,1`,
      'total,,225,2.25,,,',
      '',
    ]);
  });
});

describe('GET /v1/entity/spending refusals', () => {
  it('answers 400 with a localized message for bad days, periods and groups', async () => {
    const { headers } = await registerUser();
    const cases = [
      ['from=2026-02-30&to=2026-03-01&groupBy=day', 'validation_failed'],
      ['from=yesterday&groupBy=day', 'validation_failed'],
      ['from=2026-01-01&to=2026-01-31&groupBy=team', 'validation_failed'],
      ['from=2026-02-01&to=2026-01-01&groupBy=day', 'spending_invalid_period'],
      ['from=2024-01-01&to=2026-01-01&groupBy=day', 'spending_invalid_period'],
      ['from=2026-01-01&to=2026-01-31', 'spending_group_required'],
    ] as const;
    for (const [query, code] of cases) {
      const en = await report(headers, query);
      expect(en.status, query).toBe(400);
      const body = (await en.json()) as { code: string; message: string };
      expect(body.code, query).toBe(code);
      const ru = (await (await report(headers, query, { 'X-Ad-Locale': 'ru' })).json()) as {
        message: string;
      };
      expect(ru.message, query).toMatch(/[а-яё]/i);
      expect(ru.message).not.toBe(body.message);
    }
  });

  it('answers 404 to someone who is not a member of the team', async () => {
    const { owner } = await spendingTeam('d1');
    const stranger = await registerUser();
    // A stale current team: the stranger's session still points at a team they are not in.
    await env.DB.prepare('UPDATE users SET entity_id = ?2 WHERE id = ?1')
      .bind(stranger.user.id, owner.user.entityId)
      .run();
    const res = await report(stranger.headers, `from=${today}&to=${today}&groupBy=member`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('names spending outside chats and keys by the work it paid for', async () => {
    const { headers } = await registerUser();
    const res = await synthesize(headers, `Read ${crypto.randomUUID()} aloud`);
    await res.arrayBuffer();
    const byKey = await rowsOf(headers, 'key');
    expect(byKey.rows).toMatchObject([
      { key: 'studio:voice', label: 'Reading aloud', inputTokens: 0, outputTokens: 0, count: 1 },
    ]);
    expect(byKey.totalKopecks).toBeGreaterThan(0);
  });

  it('still answers the 30-day series by model without a query', async () => {
    const { headers } = await registerUser();
    const res = await api('/v1/entity/spending', { headers });
    expect(await res.json()).toMatchObject({ days: expect.any(Array), models: [] });
  });
});
