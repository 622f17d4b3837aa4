// `npm run fakes`: every paid outside service as a local wire fake (OpenAI chat, images and
// audio, Midjourney proxy, Deepgram, Yandex SpeechKit, YooKassa, Gemini, the sign-in providers),
// for an api started some other way. `npm start -- --fakes` does all of this itself and needs none of it.
// Ports: FAKES_PORT (default 8790) and the six after it; the api they notify: API_PORT (8788).
import { startLocalFakes } from './local.mjs';

const fakes = await startLocalFakes({
  base: Number(process.env.FAKES_PORT ?? 8790),
  apiUrl: `http://127.0.0.1:${process.env.API_PORT ?? 8788}`,
});
const lines = Object.entries(fakes.vars).map(([name, value]) => `${name}=${value}`);
console.log(`Fakes are running. \`npm start -- --fakes\` wires them itself; for an api started
another way, put these lines in api/.dev.vars (replacing the same keys) and restart it:

${lines.join('\n')}

Directives each fake understands are in tests/fakes/README.md.`);
const stop = async () => {
  await fakes.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
