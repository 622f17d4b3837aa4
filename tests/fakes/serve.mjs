// `npm run fakes`: every paid outside service as a local wire fake, for trying the whole
// product with `npm start` and no accounts: OpenAI (chat, images, audio), Midjourney proxy,
// Deepgram, Yandex SpeechKit, YooKassa and Gemini (chat and images). Prints the api/.dev.vars lines that point the api at
// them; put those in api/.dev.vars and (re)start `npm start`. Ctrl+C stops them.
// Ports: FAKES_PORT (default 8790) and the five after it.
import { startFakeDeepgram } from './deepgram.mjs';
import { startFakeGemini } from './gemini.mjs';
import { startFakeMidjourney } from './midjourney.mjs';
import { startFakeOpenAI } from './openai.mjs';
import { startFakeYandexTts } from './yandex-tts.mjs';
import { startFakeYooKassa } from './yookassa.mjs';

const base = Number(process.env.FAKES_PORT ?? 8790);
const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 8788}`;
const keys = {
  openai: 'local-openai-fake',
  midjourney: 'local-midjourney-fake',
  deepgram: 'local-deepgram-fake',
  yandex: 'local-yandex-fake',
  gemini: 'local-gemini-fake',
  shop: 'local-shop',
  yookassa: 'local_yookassa_secret',
};
const fakes = {
  openai: await startFakeOpenAI({}, { port: base }),
  midjourney: await startFakeMidjourney({ apiSecret: keys.midjourney, port: base + 1 }),
  deepgram: await startFakeDeepgram({ apiKey: keys.deepgram, port: base + 2 }),
  yandex: await startFakeYandexTts({ apiKey: keys.yandex, port: base + 3 }),
  yookassa: await startFakeYooKassa({
    shopId: keys.shop,
    secretKey: keys.yookassa,
    port: base + 4,
    notificationUrl: `${apiUrl}/v1/payments/yookassa/notifications`,
  }),
  gemini: await startFakeGemini({}, { port: base + 5 }),
};
console.log(`Fakes are running. Put these lines in api/.dev.vars, then (re)start npm start:

OPENAI_BASE_URL=${fakes.openai.url}/v1
OPENAI_API_KEY=${keys.openai}
MIDJOURNEY_BASE_URL=${fakes.midjourney.url}/mj
MIDJOURNEY_API_SECRET=${keys.midjourney}
DEEPGRAM_BASE_URL=${fakes.deepgram.url}
DEEPGRAM_API_KEY=${keys.deepgram}
YANDEX_TTS_BASE_URL=${fakes.yandex.url}
YANDEX_API_KEY=${keys.yandex}
YOOKASSA_BASE_URL=${fakes.yookassa.url}/v3
YOOKASSA_SHOP_ID=${keys.shop}
YOOKASSA_SECRET_KEY=${keys.yookassa}
GOOGLE_BASE_URL=${fakes.gemini.url}/v1beta
GOOGLE_API_KEY=${keys.gemini}

Directives each fake understands are in tests/fakes/README.md.`);
const stop = async () => {
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
