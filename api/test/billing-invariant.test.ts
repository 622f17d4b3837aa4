import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { holdKopecks } from '../src/billing/cost';
import { findServedModel } from '../src/providers/config';
import { dataOf, readEvents, send } from './chat-helpers';
import { api, type RegisteredUser, registerUser } from './helpers';
import { finished, generate, press, type TaskJson } from './midjourney-helpers';
import { moneyAt, setBalance, usageLines } from './money-helpers';
import { synthesize, transcribe } from './voice-helpers';

/**
 * The billing rule of every paid path (issue 25, decision 020): a team's balance less its live
 * holds never goes below minus one unit of work, and every hold ends settled (one `usage` row)
 * or released (none), exactly once. Every paid path runs at once, many times, on a small balance.
 */

const START_KOPECKS = 5_000;
/** Each path runs this many times, all at once. */
const ROUNDS = 8;
const GRID = 1_000;
const UPSCALE = 500;
const IMAGE = 500;
const AVATARS = 2 * 500;
/** Five minutes of audio at 100 kopecks a minute. */
const DICTATION_SECONDS = 300;
const DICTATION = 500;
const en = { 'X-Ad-Locale': 'en' };

/** The dearest single piece of work here: what the rule lets the balance end below zero by. */
function oneUnitOfWork() {
  const text = findServedModel(env, 'gpt:gpt-mini');
  if (!text) throw new Error('no gpt:gpt-mini in the test configuration');
  const answer = holdKopecks(text, 1_000);
  return Math.max(GRID, UPSCALE, IMAGE, AVATARS, DICTATION, answer);
}

const money = (entityId: string) => moneyAt(env, entityId);

const usage = async (entityId: string) =>
  (await usageLines(env, entityId)).map((line) => ({
    ref: line.ref ?? '',
    amount: line.amount_kopecks,
  }));

/**
 * `seconds` of silence as a 1 kHz 8-bit mono WAV: minutes of audio in a few hundred kilobytes,
 * its header and its data agreeing on the length (which is what the Deepgram fake bills).
 */
function lowRateWav(seconds: number): Uint8Array<ArrayBuffer> {
  const rate = 1_000;
  const bytes = new Uint8Array(44 + rate * seconds).fill(128, 44);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + rate * seconds, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, rate * seconds, true);
  return bytes;
}

/** What one request came to: its status and what it was charged. */
type Outcome = { status: number; cost: number };

async function refused(res: Response): Promise<Outcome> {
  await res.body?.cancel();
  return { status: res.status, cost: 0 };
}

/** A streamed text answer (or a text-studio run): what its `usage` event says it cost. */
async function textOutcome(res: Response): Promise<Outcome> {
  if (res.status !== 200) return refused(res);
  const events = await readEvents(res);
  const used = dataOf<{ cost?: number } | null>(events.find((e) => e.event === 'usage'));
  return { status: 200, cost: used?.cost ?? 0 };
}

function studioRun(user: RegisteredUser, n: number) {
  const form = new FormData();
  const messages = [
    { role: 'system', content: 'Shorten the text.' },
    { role: 'user', content: `A long text number ${n} fake:chunks=3` },
  ];
  form.set('messages', JSON.stringify(messages));
  form.set('requestId', crypto.randomUUID());
  return api(`/v1/openai/gpt/gpt-mini?studio=text&timestamp=${Date.now()}`, {
    method: 'POST',
    body: form,
    headers: { ...user.headers, ...en, 'X-Stream': 'true' },
  });
}

function imageSend(user: RegisteredUser, n: number) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: `a heron number ${n}` }]));
  form.set('requestId', crypto.randomUUID());
  return api('/v1/openai/gpt/gpt-image-1?image=true', {
    method: 'POST',
    headers: { ...en, ...user.headers },
    body: form,
  });
}

async function imageOutcome(res: Response): Promise<Outcome> {
  if (res.status !== 200) return refused(res);
  return { status: 200, cost: ((await res.json()) as { cost: number }).cost };
}

/** A Midjourney task (grid or upscale) once it has ended. */
async function taskOutcome(user: RegisteredUser, res: Response): Promise<Outcome> {
  if (res.status !== 201) return refused(res);
  const task = await finished(user.headers, ((await res.json()) as TaskJson).id, 30_000);
  return { status: 201, cost: task.status === 'SUCCESS' ? task.costKopecks : 0 };
}

function avatarRun(user: RegisteredUser, n: number) {
  const form = new FormData();
  form.set('requestId', crypto.randomUUID());
  form.set('style', 'anime');
  form.set('count', '2');
  form.set('description', `a heron number ${n}`);
  return api('/v1/avatars', { method: 'POST', headers: { ...en, ...user.headers }, body: form });
}

/** An avatar run once its job has ended. */
async function avatarOutcome(user: RegisteredUser, res: Response): Promise<Outcome> {
  if (res.status !== 202) return refused(res);
  const { id } = (await res.json()) as { id: string };
  const until = Date.now() + 30_000;
  for (;;) {
    const run = (await (await api(`/v1/avatars/${id}`, { headers: user.headers })).json()) as {
      status: string;
      cost: number | null;
    };
    if (run.status !== 'running') {
      return { status: 202, cost: run.status === 'complete' ? (run.cost ?? 0) : 0 };
    }
    if (Date.now() > until) throw new Error('the avatar job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function dictationOutcome(res: Response): Promise<Outcome> {
  if (res.status !== 201) return refused(res);
  return { status: 201, cost: ((await res.json()) as { costKopecks: number }).costKopecks };
}

async function speechOutcome(res: Response): Promise<Outcome> {
  if (res.status !== 200) return refused(res);
  await res.arrayBuffer();
  return { status: 200, cost: Number(res.headers.get('x-cost-kopecks')) };
}

/** A paid path: how to start one request, and what it came to once its work has ended. */
interface PaidPath {
  start: (n: number) => Promise<Response>;
  outcome: (res: Response) => Promise<Outcome>;
}

function paidPaths(user: RegisteredUser, grid: TaskJson): Record<string, PaidPath> {
  const { headers } = user;
  return {
    text: {
      start: (n) => send(headers, { model: 'gpt:gpt-mini', question: `Q${n} fake:chunks=3` }),
      outcome: textOutcome,
    },
    studio: { start: (n) => studioRun(user, n), outcome: textOutcome },
    image: { start: (n) => imageSend(user, n), outcome: imageOutcome },
    grid: {
      start: (n) => generate(headers, { image: { prompt: `a fox ${n}` } }),
      outcome: (res) => taskOutcome(user, res),
    },
    upscale: {
      start: () =>
        press(headers, {
          action: { button: 'U1', chatId: grid.chatId, messageId: grid.messageId },
          requestId: crypto.randomUUID(),
        }),
      outcome: (res) => taskOutcome(user, res),
    },
    stt: {
      start: () => transcribe(headers, lowRateWav(DICTATION_SECONDS)),
      outcome: dictationOutcome,
    },
    tts: {
      start: (n) => synthesize(headers, `Read number ${n} aloud, ${crypto.randomUUID()}.`),
      outcome: speechOutcome,
    },
    avatars: { start: (n) => avatarRun(user, n), outcome: (res) => avatarOutcome(user, res) },
  };
}

describe('the billing invariant', () => {
  it('holds with every paid path running at once on a small balance', async () => {
    const user = await registerUser();
    const { entityId } = user.user;
    // A finished grid to press U1 on, made while the balance is still large.
    const first = (await (
      await generate(user.headers, { image: { prompt: 'a grid to upscale' } })
    ).json()) as TaskJson;
    const grid = await finished(user.headers, first.id, 30_000);
    expect(grid.status).toBe('SUCCESS');
    await setBalance(env, entityId, START_KOPECKS);
    const usedBefore = new Set((await usage(entityId)).map((row) => row.ref));

    // Balance less live holds, sampled while everything runs.
    let lowest = START_KOPECKS;
    let running = true;
    const sampler = (async () => {
      while (running) {
        const now = await money(entityId);
        if (now) lowest = Math.min(lowest, now.balance - now.held);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();

    // Every path at once: first one request each (the balance covers them, so every path is
    // charged), then, as soon as those have answered and while their jobs and streams still run,
    // ROUNDS more of each, which the balance cannot cover.
    const paths = Object.entries(paidPaths(user, grid));
    const launch = (n: number) =>
      paths.map(async ([name, path]) => ({ name, ...(await path.outcome(await path.start(n))) }));
    const firstStarts = paths.map(([name, path]) => path.start(0).then((res) => ({ name, res })));
    const firsts = await Promise.all(firstStarts);
    const rest = Array.from({ length: ROUNDS }, (_, n) => launch(n + 1)).flat();
    const firstOutcomes = firsts.map(async ({ name, res }) => {
      const path = paths.find(([key]) => key === name)?.[1];
      if (!path) throw new Error(name);
      return { name, ...(await path.outcome(res)) };
    });
    const done = await Promise.all([...firstOutcomes, ...rest]);
    const costs = done.map((d) => d.cost);
    running = false;
    await sampler;

    const unit = oneUnitOfWork();
    const end = await money(entityId);
    const charged = costs.filter((cost) => cost > 0);
    const total = charged.reduce((sum, cost) => sum + cost, 0);
    // Each request was done, refused for want of money (402) or failed at the provider's end
    // (502, nothing charged: a fake's connection can drop on a loaded machine); each path was
    // charged at least once, and the balance really ran out.
    for (const { name, status } of done) expect([200, 201, 202, 402, 502], name).toContain(status);
    for (const [name] of paths) {
      expect(
        done.some((d) => d.name === name && d.cost > 0),
        name,
      ).toBe(true);
    }
    expect(done.some((d) => d.status === 402)).toBe(true);
    const outcomes = JSON.stringify(done);
    expect(lowest, outcomes).toBeGreaterThanOrEqual(-unit);
    expect(end).toMatchObject({ holds: 0, balance: START_KOPECKS - total });
    expect(end?.balance).toBeGreaterThanOrEqual(-unit);
    // Exactly one usage row per piece of work charged, and none charged twice.
    const rows = (await usage(entityId)).filter((row) => !usedBefore.has(row.ref));
    expect(rows).toHaveLength(charged.length);
    expect(new Set(rows.map((row) => row.ref)).size).toBe(rows.length);
    expect(rows.map((row) => -row.amount).sort((a, b) => a - b)).toEqual(
      [...charged].sort((a, b) => a - b),
    );
  }, 180_000);
});
