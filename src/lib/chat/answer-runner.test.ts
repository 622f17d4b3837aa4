import { describe, expect, it, vi } from 'vitest';
import { type AnswerUpdate, followAnswer } from './answer-runner';

const start = { url: '/api/v1/openai/gpt/gpt', init: { method: 'POST' } };

describe('followAnswer (the engine loaded on first use)', () => {
  it('streams an answer once the engine has loaded', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(`id: 1\nevent: delta\ndata: {"text":"Hi"}\n\ndata: [DONE]\n\n`),
    );
    const updates: AnswerUpdate[] = [];
    const answer = followAnswer({
      start,
      requestId: 'r1',
      onUpdate: (update) => updates.push(update),
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await answer.done;
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(updates.at(-1)).toMatchObject({ text: 'Hi', status: 'complete' });
  });

  it('sends nothing when stopped before the engine is there, and says it stopped', async () => {
    const fetchImpl = vi.fn(async () => new Response('data: [DONE]\n\n'));
    const updates: AnswerUpdate[] = [];
    const answer = followAnswer({
      start,
      requestId: 'r2',
      shownText: 'So far',
      onUpdate: (update) => updates.push(update),
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    answer.stop();
    await answer.done;
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(updates).toEqual([{ text: 'So far', status: 'stopped' }]);
  });

  it('sends nothing and says nothing when the page leaves before the engine is there', async () => {
    const fetchImpl = vi.fn(async () => new Response('data: [DONE]\n\n'));
    const onUpdate = vi.fn();
    const answer = followAnswer({
      start,
      requestId: 'r3',
      onUpdate,
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    answer.detach();
    await answer.done;
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
