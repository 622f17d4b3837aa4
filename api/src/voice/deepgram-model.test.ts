import { describe, expect, it } from 'vitest';
import { deepgramModelOf } from './deepgram';

describe('deepgramModelOf', () => {
  it('maps our model names and never a name of Object’s own properties', () => {
    expect(deepgramModelOf('nova')).toBe('nova-3');
    expect(deepgramModelOf('nova-2')).toBe('nova-2');
    for (const name of ['constructor', '__proto__', 'toString']) {
      expect(deepgramModelOf(name)).toBe('nova-3');
    }
  });
});
