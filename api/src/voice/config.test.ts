import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { sttCostKopecks, sttProviderFor, ttsCostKopecks, yandexOrOff } from './config';
import { ttsProviderFor } from './voices';

const env = (vars: Partial<Env>) => vars as Env;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.code}` : String(error);
  }
  return 'no error';
};

describe('voice configuration', () => {
  it('says plainly when no speech provider is configured', () => {
    expect(codeOf(() => sttProviderFor(env({}), 'nova'))).toBe('503 speech_not_configured');
    expect(codeOf(() => sttProviderFor(env({}), 'whisper-1'))).toBe('503 speech_not_configured');
    expect(codeOf(() => yandexOrOff(env({})))).toBe('503 tts_not_configured');
    expect(codeOf(() => ttsProviderFor(env({}), 'alloy'))).toBe('503 tts_not_configured');
    expect(ttsProviderFor(env({ OPENAI_API_KEY: 'k' }), 'alloy')).toBe('openai');
  });
  it('uses Deepgram for nova, and OpenAI whisper-1 in its place when only OpenAI is configured', () => {
    expect(sttProviderFor(env({ DEEPGRAM_API_KEY: 'k' }), 'nova')).toMatchObject({
      kind: 'deepgram',
      config: { baseUrl: 'https://api.deepgram.com', apiKey: 'k' },
    });
    expect(sttProviderFor(env({ OPENAI_API_KEY: 'k' }), 'nova')).toEqual({
      kind: 'openai',
      model: 'whisper-1',
    });
  });
  it('prices every started minute and every started 1,000 characters, configurable', () => {
    expect(sttCostKopecks(env({}), 1)).toBe(100);
    expect(sttCostKopecks(env({}), 61)).toBe(200);
    expect(sttCostKopecks(env({ STT_PRICE_PER_MINUTE_KOPECKS: '30' }), 120)).toBe(60);
    expect(ttsCostKopecks(env({}), 1001)).toBe(100);
    expect(ttsCostKopecks(env({ TTS_PRICE_PER_1000_CHARS_KOPECKS: 'junk' }), 10)).toBe(50);
  });
});
