// Every paid outside service as a local wire fake, wired for trying the product by hand:
// `npm start -- --fakes` starts them beside the Workers, `npm run fakes` on its own.
// Chat fakes answer with a streamed markdown reply that echoes the question (echo-answer.mjs).
import { startFakeDeepgram } from './deepgram.mjs';
import { startFakeGemini } from './gemini.mjs';
import { startFakeMidjourney } from './midjourney.mjs';
import { startFakeOAuth } from './oauth.mjs';
import { startFakeOpenAI } from './openai.mjs';
import { startFakeYandexTts } from './yandex-tts.mjs';
import { startFakeYooKassa } from './yookassa.mjs';

const keys = {
  openai: 'local-openai-fake',
  midjourney: 'local-midjourney-fake',
  deepgram: 'local-deepgram-fake',
  yandex: 'local-yandex-fake',
  gemini: 'local-gemini-fake',
  shop: 'local-shop',
  yookassa: 'local_yookassa_secret',
};

/**
 * Starts the fakes on `base` and the six ports after it (0: any free ports) and returns the api
 * variables that point at them.
 * @example const fakes = await startLocalFakes({ base: 8790, apiUrl: 'http://127.0.0.1:8788' })
 * @param {{ base: number, apiUrl: string }} options
 */
export async function startLocalFakes({ base, apiUrl }) {
  const port = (offset) => (base === 0 ? 0 : base + offset);
  const chat = { echo: true, delayMs: 25 };
  const fakes = {
    openai: await startFakeOpenAI(chat, { port: port(0) }),
    midjourney: await startFakeMidjourney({ apiSecret: keys.midjourney, port: port(1) }),
    deepgram: await startFakeDeepgram({ apiKey: keys.deepgram, port: port(2) }),
    yandex: await startFakeYandexTts({ apiKey: keys.yandex, port: port(3) }),
    yookassa: await startFakeYooKassa({
      shopId: keys.shop,
      secretKey: keys.yookassa,
      port: port(4),
      notificationUrl: `${apiUrl}/v1/payments/yookassa/notifications`,
    }),
    gemini: await startFakeGemini(chat, { port: port(5) }),
    // Sign-in with Yandex ID, VK ID and Google: its authorize pages approve at once.
    oauth: await startFakeOAuth({ port: port(6) }),
  };
  const vars = {
    OPENAI_BASE_URL: `${fakes.openai.url}/v1`,
    OPENAI_API_KEY: keys.openai,
    MIDJOURNEY_BASE_URL: `${fakes.midjourney.url}/mj`,
    MIDJOURNEY_API_SECRET: keys.midjourney,
    DEEPGRAM_BASE_URL: fakes.deepgram.url,
    DEEPGRAM_API_KEY: keys.deepgram,
    YANDEX_TTS_BASE_URL: fakes.yandex.url,
    YANDEX_API_KEY: keys.yandex,
    YOOKASSA_BASE_URL: `${fakes.yookassa.url}/v3`,
    YOOKASSA_SHOP_ID: keys.shop,
    YOOKASSA_SECRET_KEY: keys.yookassa,
    GOOGLE_BASE_URL: `${fakes.gemini.url}/v1beta`,
    GOOGLE_API_KEY: keys.gemini,
    ...fakes.oauth.apiVars,
  };
  return {
    vars,
    close: () => Promise.all(Object.values(fakes).map((fake) => fake.close())),
  };
}
