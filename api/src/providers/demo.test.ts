import { describe, expect, it } from 'vitest';
import { demoAnswer } from './demo';
import type { SourcePart } from './text-source';

async function demoText(question: string, locale: 'en' | 'ru') {
  const parts: SourcePart[] = [];
  const source = demoAnswer(
    { modelId: 'demo:demo', browsing: false, messages: [{ role: 'user', content: question }] },
    locale,
  );
  for await (const part of source(new AbortController().signal)) parts.push(part);
  const deltas = parts.filter((p) => p.type === 'delta');
  return { parts, deltas, text: deltas.map((p) => (p.type === 'delta' ? p.text : '')).join('') };
}

describe('the offline demo model', () => {
  it('streams a short markdown reply built from the question in several deltas', async () => {
    const { parts, deltas, text } = await demoText('How do rainbows form?', 'en');
    expect(deltas.length).toBeGreaterThan(3);
    expect(text).toContain('> How do rainbows form?');
    expect(text).toContain('**Demo mode (offline)**');
    expect(text).toContain('Your question has 4 words.');
    expect(parts.at(-1)).toMatchObject({ type: 'usage' });
  });

  it('answers in Russian for a Russian reader', async () => {
    const { text } = await demoText('Как появляется радуга?', 'ru');
    expect(text).toContain('**Демо-режим (офлайн)**');
    expect(text).toContain('> Как появляется радуга?');
    expect(text).toContain('Слов в вопросе: 3.');
    expect(text).not.toMatch(/Demo mode|Your question/);
  });
});
