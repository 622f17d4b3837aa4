import { describe, expect, it } from 'vitest';
import { defaultParams, generateBody, promptSuffix } from './prompt-preview';

describe('the studio prompt preview (SPEC §5)', () => {
  it('shows only the parameters that change something', () => {
    expect(promptSuffix(defaultParams)).toBe('');
    expect(
      promptSuffix({ aspectRatio: '16:9', stylize: 250, weird: 10, chaos: 5, version: '6.1' }),
    ).toBe('--ar 16:9 --stylize 250 --weird 10 --chaos 5 --v 6.1');
    expect(promptSuffix({ ...defaultParams, version: 'niji 6' })).toBe('--niji 6');
  });

  it('sends the parameters the api validates', () => {
    const body = generateBody('a cat', { ...defaultParams, chaos: 7 }, 'chat-1');
    expect(body).toMatchObject({ image: { prompt: 'a cat', chatId: 'chat-1' }, chaos: 7 });
    expect(body).not.toHaveProperty('aspectRatio');
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
