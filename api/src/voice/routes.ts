import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { createRouter } from '../lib/router';
import { deepgramConfigOf, yandexConfigOf } from './config';
import { voicesRoute } from './contract';
import { openaiSpeechConfigured } from './openai-stt';
import { addTranscribeRoute } from './stt-routes';
import { addTranscriptionRoutes } from './transcription-routes';
import { addSynthesizeRoute } from './tts-routes';
import { addUploadRoutes } from './upload-routes';
import { VOICES } from './yandex-tts';

/**
 * `/v1/aimedia` (SPEC §7): speech to text (Deepgram) and text to speech (Yandex SpeechKit).
 * Mounted before the api's JSON body limit: uploads are counted by `readLimitedForm` instead.
 */
export const voice = createRouter<AuthEnv>();
voice.use('*', requireAuth);

voice.openapi(voicesRoute, (c) =>
  c.json(
    {
      stt: deepgramConfigOf(c.env) !== undefined || openaiSpeechConfigured(c.env),
      tts: yandexConfigOf(c.env) !== undefined,
      voices: Object.entries(VOICES).map(([id, language]) => ({ id, language })),
      defaultVoice: 'alena',
    },
    200,
  ),
);
addTranscribeRoute(voice);
addTranscriptionRoutes(voice);
addUploadRoutes(voice);
addSynthesizeRoute(voice);
