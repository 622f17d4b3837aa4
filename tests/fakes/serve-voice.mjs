// Runs the Deepgram and Yandex SpeechKit fakes for trying dictation, read aloud and
// transcription locally with `npm start`:
//   node tests/fakes/serve-voice.mjs            (ports 8791 and 8792; or VOICE_FAKE_PORT=…)
// then set in api/.dev.vars the lines it prints and (re)start `npm start`. Ctrl+C stops it.
import { startFakeDeepgram } from './deepgram.mjs';
import { startFakeYandexTts } from './yandex-tts.mjs';

const port = Number(process.env.VOICE_FAKE_PORT ?? 8791);
const deepgram = await startFakeDeepgram({ apiKey: 'local-deepgram-fake', port });
const yandex = await startFakeYandexTts({ apiKey: 'local-yandex-fake', port: port + 1 });
console.log(`Voice fakes on ${deepgram.url} and ${yandex.url}. Put these in api/.dev.vars:
DEEPGRAM_BASE_URL=${deepgram.url}
DEEPGRAM_API_KEY=local-deepgram-fake
YANDEX_TTS_BASE_URL=${yandex.url}
YANDEX_API_KEY=local-yandex-fake
Every recording is heard as the same two sentences; every text is read as the same short clip.`);
const stop = async () => {
  await Promise.all([deepgram.close(), yandex.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
