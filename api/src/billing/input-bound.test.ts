import { env } from 'cloudflare:workers';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { balanceOf, createKey, holdsOf } from '../../test/api-key-helpers';
import { dataOf, readEvents, send } from '../../test/chat-helpers';
import { registerUser } from '../../test/helpers';
import { setBalance as setTeamBalance } from '../../test/money-helpers';
import { billedAsOpenAi, SCRIPTS, type Script, scriptPrompt } from '../../test/scripts-prompts';
import { MAX_OUTPUT_TOKENS } from '../providers/catalog';
import { findServedModel } from '../providers/config';
import { costKopecks } from './cost';

/**
 * Security round 3, item 3: a hold is the most a call can cost, counted in the model's tokens, so 60
 * parallel calls of a prompt in any script end a balance below zero by one unit of work at most.
 */

/** 100 ₽, the probe's balance. */
const START_KOPECKS = 10_000;
const PARALLEL = 60;
const ANSWER_TOKENS = 100;

function gpt() {
  const model = findServedModel(env, 'gpt:gpt');
  if (!model) throw new Error('no gpt:gpt in the test configuration');
  return model;
}

const setBalance = (entityId: string, kopecks: number) => setTeamBalance(env, entityId, kopecks);

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as InstanceType<typeof OpenAI.APIError>).status ?? 0;
  }
}

const scripts = Object.keys(SCRIPTS) as Script[];

describe('holds count what the provider bills', () => {
  it.each(scripts)(
    '%s: 60 parallel compatible-endpoint calls end ≥ −one call',
    async (script) => {
      const { text, input } = await billedAsOpenAi(scriptPrompt(script), ANSWER_TOKENS);
      // COMPAT_CALLS_PER_MINUTE is 30 in the tests: two keys of one person make the 60 calls.
      const first = await createKey();
      const second = await createKey({}, first);
      await setBalance(first.user.entityId, START_KOPECKS);
      const call = (client: OpenAI) =>
        statusOf(
          client.chat.completions.create({
            model: 'gpt:gpt',
            messages: [{ role: 'user', content: text }],
            max_tokens: ANSWER_TOKENS,
          }),
        );
      const statuses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, n) => call(n % 2 ? second.client : first.client)),
      );
      const oneCall = costKopecks(gpt(), { input, output: ANSWER_TOKENS });
      const balance = (await balanceOf(first.user.entityId)) ?? Number.NaN;
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 402).length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set([200, 402]));
      expect({ balance, oneCall }).toEqual({ balance: expect.any(Number), oneCall });
      expect(balance).toBeGreaterThanOrEqual(-oneCall);
      expect(await holdsOf(first.user.entityId)).toBe(0);
    },
    120_000,
  );

  it('a model without a public tokenizer is held at the prompt’s bytes: 60 Hangul calls to Claude', async () => {
    // The most any byte-level tokenizer can make of the prompt: one token a UTF-8 byte.
    const prompt = `${scriptPrompt('hangul')} fake:input=00000 fake:output=${ANSWER_TOKENS}`;
    const input = new TextEncoder().encode(prompt).length;
    const text = prompt.replace('fake:input=00000', `fake:input=${input}`);
    const first = await createKey();
    const second = await createKey({}, first);
    await setBalance(first.user.entityId, START_KOPECKS);
    // Streamed: the Anthropic fake answers in events only.
    const streamed = async (client: OpenAI) => {
      const stream = await client.chat.completions.create({
        model: 'claude:claude-haiku',
        messages: [{ role: 'user', content: text }],
        max_tokens: ANSWER_TOKENS,
        stream: true,
      });
      for await (const _chunk of stream) {
        // read to the end, after which the call is billed
      }
    };
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        statusOf(streamed(n % 2 ? second.client : first.client)),
      ),
    );
    const claude = findServedModel(env, 'claude:claude-haiku');
    if (!claude) throw new Error('no claude:claude-haiku in the test configuration');
    const oneCall = costKopecks(claude, { input, output: ANSWER_TOKENS });
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 402).length).toBeGreaterThan(0);
    expect((await balanceOf(first.user.entityId)) ?? Number.NaN).toBeGreaterThanOrEqual(-oneCall);
    expect(await holdsOf(first.user.entityId)).toBe(0);
  }, 120_000);

  it.each(scripts)(
    '%s: 60 parallel chat sends end ≥ −one answer',
    async (script) => {
      const { text, input } = await billedAsOpenAi(scriptPrompt(script), ANSWER_TOKENS);
      const { headers, user } = await registerUser();
      await setBalance(user.entityId, START_KOPECKS);
      const costs = await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          const res = await send(headers, { model: 'gpt:gpt', question: text });
          if (res.status !== 200) {
            await res.body?.cancel();
            return { status: res.status, cost: 0 };
          }
          const usage = (await readEvents(res)).find((event) => event.event === 'usage');
          return { status: 200, cost: dataOf<{ cost: number }>(usage).cost };
        }),
      );
      // The most one answer can cost: its input and the longest answer a send allows.
      const oneAnswer = costKopecks(gpt(), { input, output: MAX_OUTPUT_TOKENS });
      const balance = (await balanceOf(user.entityId)) ?? Number.NaN;
      expect(costs.filter((c) => c.status === 200 && c.cost > 0).length).toBeGreaterThan(0);
      expect(costs.filter((c) => c.status === 402).length).toBeGreaterThan(0);
      expect(balance).toBeGreaterThanOrEqual(-oneAnswer);
      const total = costs.reduce((sum, c) => sum + c.cost, 0);
      expect(balance).toBe(START_KOPECKS - total);
      expect(await holdsOf(user.entityId)).toBe(0);
    },
    180_000,
  );
});
