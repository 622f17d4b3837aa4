import { describe, expect, it } from 'vitest';
import { demoAnswer } from './demo';

describe('the offline demo model', () => {
  it('streams a short markdown reply built from the question in several deltas', async () => {
    const parts = [];
    const source = demoAnswer({
      modelId: 'demo:demo',
      browsing: false,
      messages: [{ role: 'user', content: 'How do rainbows form?' }],
    });
    for await (const part of source(new AbortController().signal)) parts.push(part);
    const deltas = parts.filter((p) => p.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const text = deltas.map((p) => (p.type === 'delta' ? p.text : '')).join('');
    expect(text).toContain('> How do rainbows form?');
    expect(text).toContain('**Demo mode (offline)**');
    expect(parts.at(-1)).toMatchObject({ type: 'usage' });
  });
});
