// Runs the midjourney-proxy fake for trying the studio locally with `npm start`:
//   node tests/fakes/serve-midjourney.mjs            (port 8790; or MJ_FAKE_PORT=…)
// then set in api/.dev.vars the lines it prints and (re)start `npm start`. Ctrl+C stops it.
import { startFakeMidjourney } from './midjourney.mjs';

const port = Number(process.env.MJ_FAKE_PORT ?? 8790);
const apiSecret = process.env.MJ_FAKE_SECRET ?? 'local-midjourney-fake';
const fake = await startFakeMidjourney({ apiSecret, port });
console.log(`Midjourney fake on ${fake.url}. Put these in api/.dev.vars:
MIDJOURNEY_BASE_URL=${fake.url}/mj
MIDJOURNEY_API_SECRET=${apiSecret}
Prompt directives: fake:polls=N (polls until done), fake:outcome=failure; "nude" is banned.`);
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
