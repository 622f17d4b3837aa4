import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalFakes } from '../tests/fakes/index.mjs';

// `npm start -- --fakes`: the fakes it wires, and the answer a person trying the product sees.
describe('the local fakes of npm start -- --fakes', () => {
  let fakes: Awaited<ReturnType<typeof startLocalFakes>>;
  beforeAll(async () => {
    fakes = await startLocalFakes({ base: 0, apiUrl: 'http://127.0.0.1:1' });
  });
  afterAll(() => fakes.close());

  it('names every provider variable the api needs, each pointing at a running fake', async () => {
    for (const name of ['OPENAI', 'GOOGLE', 'MIDJOURNEY', 'DEEPGRAM', 'YANDEX_TTS', 'YOOKASSA']) {
      expect(fakes.vars[`${name}_BASE_URL` as keyof typeof fakes.vars]).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+/,
      );
    }
    expect(fakes.vars.OPENAI_API_KEY).toBeTruthy();
    expect(fakes.vars.YOOKASSA_SHOP_ID).toBeTruthy();
  });

  it('streams a markdown answer that quotes the question, in its language', async () => {
    const res = await fetch(`${fakes.vars.OPENAI_BASE_URL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'gpt-4.1-mini',
        stream: true,
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: [{ type: 'text', text: 'Как сварить борщ?' }] },
        ],
      }),
    });
    const frames = (await res.text()).split('\n\n').filter((f) => f.startsWith('data: {'));
    const text = frames
      .map((f) => JSON.parse(f.slice(6)).choices[0]?.delta?.content ?? '')
      .join('');
    expect(frames.length).toBeGreaterThan(20);
    expect(text).toContain('> Как сварить борщ?');
    expect(text).toMatch(/^### Локальный ответ/);
    expect(text).toContain('```ts');
  });

  it('answers Gemini in English for an English question', async () => {
    const res = await fetch(
      `${fakes.vars.GOOGLE_BASE_URL}/models/gemini-2.5-flash:streamGenerateContent?alt=sse`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'What is R2?' }] }] }),
      },
    );
    const text = (await res.text())
      .split('\n\n')
      .filter((f) => f.startsWith('data: '))
      .map((f) => JSON.parse(f.slice(6)).candidates[0].content.parts[0].text)
      .join('');
    expect(text).toContain('> What is R2?');
    expect(text).toMatch(/^### A local answer/);
  });
});
