import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { mp3 } from '../../test/audio-fixtures';
import { type RegisteredUser, registerUser } from '../../test/helpers';
import { joinTeam } from '../../test/team-helpers';
import { fakeRequests, moneyOf, transcribe, wav } from '../../test/voice-helpers';
import { holdForVoice, settleVoice } from './charge';

const TWO_HOURS = 7200;
/** 120 minutes at the default 100 kopecks a minute. */
const TWO_HOURS_KOPECKS = 12_000;

const sendTwoHours = (who: RegisteredUser) =>
  transcribe(who.headers, mp3(TWO_HOURS, `fake:duration=${TWO_HOURS}`), { name: 'talk.mp3' });

describe('a transcription holds all it may cost (decision 125)', () => {
  it('twelve parallel 2-hour files on 500 RUB: four run, eight get 402, the balance stays ≥ 0', async () => {
    const { user, ...owner } = await registerUser();
    const res = await Promise.all(
      Array.from({ length: 12 }, () => sendTwoHours({ user, ...owner })),
    );
    const statuses = res.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(4).fill(201), ...Array(8).fill(402)]);
    const after = await moneyOf(user.entityId);
    expect(after).toMatchObject({ balance: 50_000 - 4 * TWO_HOURS_KOPECKS, holds: 0 });
    expect(after.usage).toBe(-4 * TWO_HOURS_KOPECKS);
  }, 60_000);

  it('a team member spending the owner’s balance is held to the same rule', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    await joinTeam(owner, mate);
    const res = await Promise.all([
      ...Array.from({ length: 6 }, () => sendTwoHours(mate)),
      ...Array.from({ length: 2 }, () => sendTwoHours(owner)),
    ]);
    expect(res.filter((r) => r.status === 201)).toHaveLength(4);
    expect(res.filter((r) => r.status === 402)).toHaveLength(4);
    expect((await moneyOf(owner.user.entityId)).balance).toBe(2_000);
  }, 60_000);

  it('refuses a file that declares more than 120 minutes before the provider hears of it', async () => {
    const { headers, user } = await registerUser();
    // A length no other test sends, to find this file among the fake's requests.
    const file = mp3(121 * 60, `fake:duration=7260 ${crypto.randomUUID()}`);
    const res = await transcribe(headers, file, { name: 'long.mp3' });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'audio_too_long',
      message: expect.stringContaining('120 minutes'),
    });
    const seen = await fakeRequests<{ size: number }>(env.DEEPGRAM_BASE_URL ?? '');
    expect(seen.some((r) => r.size === file.byteLength)).toBe(false);
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: 0, holds: 0, balance: 50_000 });
  });

  it('a file that understates its length is charged what was transcribed, as far as money reaches', async () => {
    const { headers, user } = await registerUser();
    // The WAV holds 1 second; the provider hears 2 hours: kept and charged, never below zero.
    const res = await Promise.all(
      Array.from({ length: 6 }, () => transcribe(headers, wav(1, 'fake:duration=7200'))),
    );
    expect(res.every((r) => r.status === 201)).toBe(true);
    const after = await moneyOf(user.entityId);
    expect(after.holds).toBe(0);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.usage).toBe(after.balance - 50_000);
    expect(after.usage).toBeLessThanOrEqual(-4 * TWO_HOURS_KOPECKS);
  }, 60_000);
});

describe('a voice charge settled twice (decision 214)', () => {
  it('debits once: the second settle finds no hold and writes no ledger line', async () => {
    const { user } = await registerUser();
    const payer = { userId: user.id, entityId: user.entityId };
    const requestId = await holdForVoice(env.DB, payer, 300);
    const charge = { ...payer, requestId, cost: 250, ref: `tts/${requestId}` };
    const meta = { model: 'text-to-speech' };
    await settleVoice(env.DB, charge, meta);
    await settleVoice(env.DB, charge, meta);
    expect(await moneyOf(user.entityId)).toMatchObject({
      balance: 50_000 - 250,
      usage: -250,
      holds: 0,
    });
  });
});
