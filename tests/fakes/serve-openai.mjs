// Runs the OpenAI fake (chat completions and the Images API) for trying image chats locally
// with `npm start`:
//   node tests/fakes/serve-openai.mjs            (port 8791; or OPENAI_FAKE_PORT=…)
// then set in api/.dev.vars the lines it prints and (re)start `npm start`. Ctrl+C stops it.
import { startFakeOpenAI } from './openai.mjs';

const port = Number(process.env.OPENAI_FAKE_PORT ?? 8791);
const fake = await startFakeOpenAI({}, { port });
console.log(`OpenAI fake on ${fake.url}. Put these in api/.dev.vars:
OPENAI_BASE_URL=${fake.url}/v1
OPENAI_API_KEY=local-openai-fake
Image chats (/chat/image) then offer GPT Image 1 and DALL·E 3; each image is a solid-colour PNG.
Prompt directives: fake:fail=500 (the provider fails), fake:refuse (a content-policy refusal).`);
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
