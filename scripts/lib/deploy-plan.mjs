// What `npm run deploy` and `npm run deploy:preview` do, as data (scripts/deploy.mjs runs it;
// scripts/deploy.test.ts checks it). docs/deploy.md explains the one-time setup.

export const webConfig = 'wrangler.toml';
export const apiConfig = 'api/wrangler.jsonc';
/** The code preview sandbox (docs/decisions/106-code-previews.md): no bindings, one page. */
export const sandboxConfig = 'sandbox/wrangler.toml';
/** The api's PDF reader (docs/decisions/093-pdf-text-in-its-own-worker.md): no route, RPC only. */
export const documentsConfig = 'documents/wrangler.toml';

/**
 * A branch name as a preview alias: lowercase letters, digits and dashes, starting with a letter,
 * short enough that `<alias>-beseda-web-preview` stays one DNS label (63 characters).
 *
 * @example branchSlug('feature/Sign-in_2FA') // 'feature-sign-in-2fa'
 */
export function branchSlug(branch) {
  const slug = String(branch)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  if (!slug) throw new Error(`No preview alias can be made from the branch name "${branch}"`);
  return /^[a-z]/.test(slug) ? slug : `b-${slug}`;
}

/**
 * The steps of one deploy, in order: build the web app, apply the api's D1 migrations to the
 * target's remote database, deploy the documents Worker, the api and the code preview sandbox,
 * then publish the web
 * Worker (production: deploy; preview: a version with the branch's preview alias). Each step is `[command, ...args]`, where
 * the command is `npm` or `wrangler`.
 *
 * @example deploySteps({ target: 'preview', branch: 'main-fix', buildVersion: 'abc123' })
 */
export function deploySteps({ target, branch, buildVersion, publicWebUrl }) {
  if (target !== 'production' && target !== 'preview') throw new Error(`Unknown target ${target}`);
  const env = ['--env', target];
  // --keep-vars: vars an operator set in the dashboard (README, Configuration) survive a deploy.
  const apiVars = publicWebUrl ? ['--var', `PUBLIC_WEB_URL:${publicWebUrl}`] : [];
  // The sandbox lets only the front frame it and send it code.
  const sandboxVars = publicWebUrl ? ['--var', `APP_ORIGIN:${new URL(publicWebUrl).origin}`] : [];
  const steps = [
    {
      name: 'build the web app',
      run: ['npm', 'run', 'build'],
      env: { BUILD_VERSION: buildVersion },
    },
    {
      name: `apply D1 migrations to the ${target} database`,
      run: ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote', ...env, '-c', apiConfig],
    },
    // The api binds the documents Worker, so it is there first.
    {
      name: `deploy the ${target} documents Worker`,
      run: ['wrangler', 'deploy', ...env, '-c', documentsConfig],
    },
    // Service bindings reach a Worker's deployed version, so the api is deployed in both cases.
    {
      name: `deploy the ${target} api`,
      run: ['wrangler', 'deploy', ...env, '-c', apiConfig, '--keep-vars', ...apiVars],
      // Its workers.dev URL, where the storage move is run next (decision 203).
      apiUrl: true,
    },
    // One sandbox per environment, deployed before the front that frames it.
    {
      name: `deploy the ${target} code preview sandbox`,
      run: ['wrangler', 'deploy', ...env, '-c', sandboxConfig, '--keep-vars', ...sandboxVars],
    },
  ];
  if (target === 'production') {
    steps.push({
      name: 'deploy the production web Worker',
      run: ['wrangler', 'deploy', ...env, '-c', webConfig, '--keep-vars'],
    });
  } else {
    const alias = branchSlug(branch);
    steps.push({
      name: `upload the web Worker as preview "${alias}"`,
      run: [
        'wrangler',
        'versions',
        'upload',
        ...env,
        '-c',
        webConfig,
        '--preview-alias',
        alias,
        '--message',
        `${branch} ${buildVersion}`.slice(0, 100),
      ],
      previewUrl: true,
    });
  }
  return steps;
}

/** The preview URL wrangler prints after `versions upload --preview-alias` (or undefined). */
export function previewUrlOf(output) {
  return (
    /Version Preview Alias URL:\s*(https:\/\/\S+)/.exec(output)?.[1] ??
    /Version Preview URL:\s*(https:\/\/\S+)/.exec(output)?.[1]
  );
}

/** The api's workers.dev URL that `wrangler deploy` prints (or undefined). */
export function apiUrlOf(output) {
  return /(https:\/\/beseda-api-[a-z]+\.[a-z0-9-]+\.workers\.dev)/.exec(output)?.[1];
}
