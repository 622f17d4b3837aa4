import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { createRouter } from '../lib/router';
import { deepgramConfigOf } from './config';
import { voicesRoute } from './contract';
import { openaiSpeechConfigured } from './openai-stt';
import { addTranscribeRoute } from './stt-routes';
import { addTranscriptionRoutes } from './transcription-routes';
import { addSynthesizeRoute } from './tts-routes';
import { addUploadRoutes } from './upload-routes';
import { availableVoices, ttsProviderOn } from './voices';

/**
 * `/v1/aimedia` (SPEC §7): speech to text (Deepgram, OpenAI) and text to speech (Yandex
 * SpeechKit, OpenAI).
 * Mounted before the api's JSON body limit: uploads are counted by `readLimitedForm` instead.
 */
export const voice = createRouter<AuthEnv>();
voice.use('*', requireAuth);

voice.openapi(voicesRoute, (c) =>
  c.json(
    {
      stt: deepgramConfigOf(c.env) !== undefined || openaiSpeechConfigured(c.env),
      tts: ttsProviderOn(c.env, 'yandex') || ttsProviderOn(c.env, 'openai'),
      ...availableVoices(c.env),
    },
    200,
  ),
);
addTranscribeRoute(voice);
addTranscriptionRoutes(voice);
addUploadRoutes(voice);
addSynthesizeRoute(voice);
