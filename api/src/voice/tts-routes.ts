import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth/require-auth';
import { sha256Hex } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { localeOf } from '../lib/messages';
import { documentRoute } from '../lib/router';
import { validate } from '../lib/validate';
import { holdForVoice, releaseVoiceHold, settleVoice } from './charge';
import { ttsCostKopecks, yandexOrOff } from './config';
import { SynthesizeBodySchema, SynthesizeQuerySchema, synthesizeRoute } from './contract';
import { synthesizeWithOpenAI } from './openai-tts';
import { speakableText } from './speakable';
import { ttsProviderFor, VOICE_CATALOGUE } from './voices';
import { FORMATS, type SpeechFormat, synthesizeWithYandex, type YandexVoiceId } from './yandex-tts';

function audioResponse(
  body: ReadableStream | Uint8Array,
  format: SpeechFormat,
  cache: string,
  cost: number,
) {
  return new Response(body, {
    headers: {
      'Content-Type': FORMATS[format],
      'Cache-Control': 'private, max-age=86400',
      'X-Speech-Cache': cache,
      'X-Cost-Kopecks': String(cost),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * `POST /yandex/synthesize` on the voice router (SPEC §7 keeps the path): speech by Yandex
 * SpeechKit or OpenAI, whichever the voice belongs to, cached in R2 per team by its content hash.
 */
export function addSynthesizeRoute(voice: OpenAPIHono<AuthEnv>) {
  documentRoute(voice, synthesizeRoute);
  voice.post(
    '/yandex/synthesize',
    validate('query', SynthesizeQuerySchema),
    validate('json', SynthesizeBodySchema),
    async (c) => {
      const { voice_id: voiceId, format, speed } = c.req.valid('query');
      const provider = ttsProviderFor(c.env, voiceId);
      // Code blocks are named in the voice's language; OpenAI's voices speak the caller's.
      const { language } = VOICE_CATALOGUE[voiceId];
      const russian =
        language === 'multi'
          ? localeOf(c.req.header('x-ad-locale')) === 'ru'
          : language.startsWith('ru');
      const codeWord = russian ? 'код' : 'code';
      const text = speakableText(c.req.valid('json').text, codeWord);
      if (!/[\p{L}\p{N}]/u.test(text))
        throw new ApiError(400, 'tts_nothing_to_read', { field: 'text' });
      // One key per (team, text, voice, format, speed): the same answer read again in the team
      // costs nothing, and whether another team has read it is never seen (decision 128).
      const { userId, entityId } = c.var.auth;
      const hash = await sha256Hex(JSON.stringify([text, voiceId, format, speed]));
      const key = `tts/${entityId}/${hash}`;
      const cached = await c.env.FILES.get(key);
      if (cached) return audioResponse(cached.body, format, 'hit', 0);
      const db = c.env.DB;
      const cost = ttsCostKopecks(c.env, text.length);
      const requestId = await holdForVoice(db, { userId, entityId }, cost);
      let audio: Uint8Array;
      try {
        audio =
          provider === 'openai'
            ? await synthesizeWithOpenAI(c.env, { text, voice: voiceId, format, speed })
            : await synthesizeWithYandex(yandexOrOff(c.env), {
                ...{ text, voice: voiceId as YandexVoiceId, format, speed },
              });
      } catch (err) {
        await releaseVoiceHold(db, requestId, entityId);
        throw err;
      }
      await c.env.FILES.put(key, audio, { httpMetadata: { contentType: FORMATS[format] } });
      await settleVoice(
        db,
        { userId, entityId, requestId, cost, ref: key },
        { model: 'text-to-speech' },
      );
      return audioResponse(audio, format, 'miss', cost);
    },
  );
}
