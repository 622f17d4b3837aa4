// Provider wire fakes for tests, browser runs and benchmarks. See fake-server.mjs for scripting.
export { startFakeAnthropic } from './anthropic.mjs';
export { DEFAULT_TRANSCRIPT, startFakeDeepgram } from './deepgram.mjs';
export { directivesOf } from './fake-server.mjs';
export { startFakeGemini } from './gemini.mjs';
export { startLocalFakes } from './local.mjs';
export { bannedWords, startFakeMidjourney } from './midjourney.mjs';
export { startFakeOAuth } from './oauth.mjs';
export { startFakeOpenAI } from './openai.mjs';
export { startFakeThirdPartyScripts } from './third-party-scripts.mjs';
export { silentMp3, startFakeYandexTts, YANDEX_TEXT_LIMIT } from './yandex-tts.mjs';
export { startFakeYooKassa } from './yookassa.mjs';
