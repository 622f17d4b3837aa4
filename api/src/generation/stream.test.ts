import { describe, expect, it } from 'vitest';
import { answerRow, dataOf, readEvents, send } from '../../test/chat-helpers';
import { registerUser } from '../../test/helpers';

type Meta = { chatId: string; messageId: string; userMessageId: string; requestId: string };

describe('streamed answers', () => {
  it('streams meta, deltas, usage then [DONE] and saves the answer (OpenAI)', async () => {
    const { headers } = await registerUser();
    const res = await send(headers, { question: 'Say hi fake:chunks=5' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    expect(events.map((e) => e.event ?? e.data)).toEqual([
      'meta',
      'delta',
      'delta',
      'delta',
      'delta',
      'delta',
      'usage',
      '[DONE]',
    ]);
    expect(events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const meta = dataOf<Meta>(events[0]);
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => dataOf<{ text: string }>(e).text)
      .join('');
    expect(text).toBe('w1 w2 w3 w4 w5 ');
    expect(dataOf(events[6])).toEqual({ input: 12, output: 5, cost: 1, messageId: meta.messageId });
    const row = await answerRow(meta.messageId);
    expect(row).toMatchObject({
      content: text,
      status: 'complete',
      input_tokens: 12,
      output_tokens: 5,
    });
  });
});
