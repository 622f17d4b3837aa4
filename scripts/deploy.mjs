// `npm run deploy` (production) and `npm run deploy:preview` (the current branch): builds, applies
// the api's D1 migrations to the target's remote database, uploads the api, the code preview
// sandbox and the web Worker and, for a preview, prints its URL. Needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID (docs/deploy.md).
// `--plan` prints the steps without running them.
import { execFileSync, spawn } from 'node:child_process';
import { apiUrlOf, deploySteps, previewUrlOf } from './lib/deploy-plan.mjs';
import { moveStorage } from './lib/storage-moves.mjs';
import { root } from './lib/workers.mjs';

const target = process.argv.includes('--preview') ? 'preview' : 'production';
const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
// In GitHub Actions the checkout is detached: the branch comes from the event.
const branch =
  process.env.DEPLOY_BRANCH ||
  process.env.GITHUB_HEAD_REF ||
  process.env.GITHUB_REF_NAME ||
  git('rev-parse', '--abbrev-ref', 'HEAD');
const buildVersion = (process.env.GITHUB_SHA || git('rev-parse', 'HEAD') || `${Date.now()}`).slice(
  0,
  12,
);
const steps = deploySteps({
  target,
  branch,
  buildVersion,
  publicWebUrl: process.env.PUBLIC_WEB_URL || undefined,
});

if (process.argv.includes('--plan')) {
  for (const step of steps) console.log(`${step.name}: ${step.run.join(' ')}`);
  process.exit(0);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const wrangler = `${root}/node_modules/wrangler/bin/wrangler.js`;

/** Runs one step, echoing its output; resolves to what it printed. */
function runStep(step) {
  const [command, ...args] = step.run;
  const [bin, argv] = command === 'npm' ? [npm, args] : [process.execPath, [wrangler, ...args]];
  console.log(`\n▶ ${step.name}\n  ${step.run.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, argv, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${step.name} failed (exit ${code})`)),
    );
  });
}

let url;
let apiUrl = process.env.DEPLOY_API_URL;
for (const step of steps) {
  const output = await runStep(step);
  if (step.previewUrl) url = previewUrlOf(output);
  if (step.apiUrl) apiUrl ||= apiUrlOf(output);
}

// The move of existing data from D1 into the people's objects (decision 203): safe while the new
// version serves, resumable; the api's hourly cron goes on with it when this is not run.
console.log('\n▶ move stored data from D1 into the objects');
const moveToken = process.env.STORAGE_MOVE_TOKEN;
if (moveToken && apiUrl) {
  // Deployed either way: a move that stops is resumed by the next run or the cron, but the job
  // shows it failed so someone looks (docs/deploy.md).
  await moveStorage({ apiUrl, token: moveToken }).catch((error) => {
    console.error(`  storage: the move stopped: ${error.message}`);
    process.exitCode = 1;
  });
} else {
  console.log(
    `  skipped: ${moveToken ? 'no api URL (set DEPLOY_API_URL)' : 'STORAGE_MOVE_TOKEN is not set'}; the hourly cron moves it instead (docs/deploy.md, "The storage move")`,
  );
}
if (target === 'preview') {
  if (!url) throw new Error('wrangler printed no preview URL (is preview_urls on? docs/deploy.md)');
  console.log(`\n  Preview of ${branch}: ${url}\n`);
} else {
  console.log('\n  Production deployed (its URL is printed above).\n');
}
