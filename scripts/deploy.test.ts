import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unstable_readConfig as readConfig } from 'wrangler';
import { parse } from 'yaml';
import {
  apiConfig,
  apiUrlOf,
  branchSlug,
  deploySteps,
  documentsConfig,
  previewUrlOf,
  sandboxConfig,
  webConfig,
  // @ts-expect-error plain ESM helper shared with `npm run deploy`
} from './lib/deploy-plan.mjs';
// @ts-expect-error plain ESM helper shared with `npm start`
import { quietEnv, root } from './lib/workers.mjs';

const targets = ['production', 'preview'] as const;
const MAX_GZIP_KIB = 1024;
const outRoot = mkdtempSync(join(tmpdir(), 'beseda-dry-run-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

/** Runs wrangler (offline: no fetches, no metrics) and collects what it prints. */
function wrangler(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`${root}/node_modules/wrangler/bin/wrangler.js`, ...args],
      {
        cwd: root,
        // The sizes are a `log`-level line, which wrangler keeps quiet under vitest (VITEST, TEST, NODE_ENV=test).
        env: {
          ...Object.fromEntries(
            Object.entries(quietEnv).filter(
              ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'TEST',
            ),
          ),
          WRANGLER_LOG: 'log',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** `wrangler deploy --dry-run` of one Worker's environment: what it would upload. */
async function dryRun(config: string, env: string) {
  const outdir = join(outRoot, `${config.replace(/\W/g, '-')}-${env}`);
  const { code, output } = await wrangler([
    'deploy',
    '--dry-run',
    '-c',
    config,
    '--env',
    env,
    '--outdir',
    outdir,
  ]);
  const total = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (code !== 0 || !total) throw new Error(`dry run of ${config} --env ${env} failed:\n${output}`);
  return { output, kib: Number(total[1]), gzipKib: Number(total[2]) };
}

const needsBuild = () => {
  if (!existsSync(join(root, 'dist/server/index.js')))
    throw new Error('No dist/: run `npm run build` first (npm test does)');
};

describe('the deployed Workers', () => {
  it.each(
    [webConfig, apiConfig, sandboxConfig, documentsConfig].flatMap((config) =>
      targets.map((env) => [config, env]),
    ),
  )(
    '%s --env %s bundles to at most 1 MB gzip',
    async (config, env) => {
      if (config === webConfig) needsBuild();
      const { gzipKib, kib } = await dryRun(config, env);
      console.log(`${config} --env ${env}: ${kib} KiB, ${gzipKib} KiB gzip`);
      expect(gzipKib).toBeLessThanOrEqual(MAX_GZIP_KIB);
    },
    120_000,
  );

  it('keeps production and preview apart: own database, bucket, Durable Objects and api', () => {
    const api = Object.fromEntries(
      targets.map((env) => [env, readConfig({ config: apiConfig, env })]),
    );
    const web = Object.fromEntries(
      targets.map((env) => [env, readConfig({ config: webConfig, env })]),
    );
    const [production, preview] = [api.production, api.preview];
    if (!production || !preview || !web.production || !web.preview) throw new Error('no config');
    expect(production.name).not.toBe(preview.name);
    expect(production.d1_databases[0]?.database_name).not.toBe(
      preview.d1_databases[0]?.database_name,
    );
    expect(production.d1_databases[0]?.database_id).not.toBe(preview.d1_databases[0]?.database_id);
    expect(production.r2_buckets[0]?.bucket_name).not.toBe(preview.r2_buckets[0]?.bucket_name);
    for (const config of [production, preview]) {
      expect(
        config.durable_objects.bindings
          .map((b: { name: string; script_name?: string }) => b.name)
          .sort(),
      ).toEqual(
        readConfig({ config: apiConfig })
          .durable_objects.bindings.map((b: { name: string; script_name?: string }) => b.name)
          .sort(),
      );
      // A Durable Object bound from another Worker would share its storage.
      expect(
        config.durable_objects.bindings.every(
          (b: { name: string; script_name?: string }) => !b.script_name,
        ),
      ).toBe(true);
    }
    // Each web environment reaches its own api and only that one.
    for (const env of targets) {
      expect(web[env]?.services?.map((s: { service: string }) => s.service)).toEqual([
        api[env]?.name,
      ]);
      expect(web[env]?.vars.API_URL).toBeTruthy();
    }
    // The code preview sandbox: its own Worker per environment, with nothing bound to it.
    const sandbox = targets.map((env) => readConfig({ config: sandboxConfig, env }));
    expect(new Set(sandbox.map((config) => config.name)).size).toBe(2);
    for (const config of sandbox) {
      expect(config.name).toMatch(/^beseda-sandbox-(production|preview)$/);
      expect(config.services ?? []).toEqual([]);
      expect(config.d1_databases ?? []).toEqual([]);
      expect(config.r2_buckets ?? []).toEqual([]);
      expect(config.kv_namespaces ?? []).toEqual([]);
      expect(config.durable_objects?.bindings ?? []).toEqual([]);
    }
    // Each api environment reads PDFs through its own documents Worker, which binds nothing.
    for (const env of targets) {
      const documents = readConfig({ config: documentsConfig, env });
      expect(documents.name).toBe(`beseda-documents-${env}`);
      expect(documents.workers_dev).toBe(false);
      expect(documents.services ?? []).toEqual([]);
      expect(documents.d1_databases ?? []).toEqual([]);
      expect(documents.r2_buckets ?? []).toEqual([]);
      expect(api[env]?.services).toEqual([{ binding: 'DOCUMENTS', service: documents.name }]);
    }
    // No development behaviour or free credit in a deployed config (README, Configuration).
    const development = [
      'STARTING_BALANCE_KOPECKS',
      'DEMO_MODEL',
      'REGISTRATIONS_PER_ADDRESS',
      'MCP_ALLOW_LOCAL',
      // Operators are chosen per environment in the dashboard, never shipped in a config.
      'OPERATOR_EMAILS',
    ];
    for (const config of [production, preview, web.production, web.preview]) {
      for (const name of development) expect(config.vars).not.toHaveProperty(name);
    }
  });

  it('applies migrations to the target database before either Worker is uploaded', () => {
    for (const target of targets) {
      const steps = deploySteps({ target, branch: 'feature/x', buildVersion: 'abc' }) as Array<{
        run: string[];
      }>;
      const commands = steps.map((step) => step.run.join(' '));
      const migrate = commands.findIndex((c) =>
        c.includes(`d1 migrations apply DB --remote --env ${target}`),
      );
      const uploads = commands.filter((c) => / (deploy|versions upload) /.test(c));
      expect(migrate).toBeGreaterThan(0);
      expect(uploads).toHaveLength(4);
      // The documents Worker is up before the api that binds it, the sandbox before the front
      // that frames it, and the front last.
      expect(uploads.findIndex((c) => c.includes(documentsConfig))).toBe(0);
      expect(uploads.findIndex((c) => c.includes(apiConfig))).toBe(1);
      expect(uploads.findIndex((c) => c.includes(sandboxConfig))).toBe(2);
      for (const upload of uploads) {
        expect(commands.indexOf(upload)).toBeGreaterThan(migrate);
        expect(upload).toContain(`--env ${target}`);
      }
    }
    const preview = deploySteps({
      target: 'preview',
      branch: 'Feature/Sign-in_2FA',
      buildVersion: 'abc',
    });
    expect(preview.at(-1).run.join(' ')).toContain(
      'versions upload --env preview -c wrangler.toml --preview-alias feature-sign-in-2fa',
    );
  });

  it.each(targets)(
    'runs %s uploads wrangler accepts (each with --dry-run)',
    async (target) => {
      needsBuild();
      const steps = deploySteps({
        target,
        branch: 'feature/x',
        buildVersion: 'abc',
        publicWebUrl: 'https://beseda.example',
      }) as Array<{ run: string[] }>;
      const uploads = steps.filter((step) => step.run[0] === 'wrangler' && step.run[1] !== 'd1');
      expect(uploads).toHaveLength(4);
      expect(uploads[2]?.run).toContain('APP_ORIGIN:https://beseda.example');
      for (const { run } of uploads) {
        const { code, output } = await wrangler([...run.slice(1), '--dry-run']);
        expect(code, `${run.join(' ')}\n${output}`).toBe(0);
        expect(output).toContain('--dry-run: exiting now.');
      }
    },
    120_000,
  );

  it('names a preview after its branch, as a DNS label', () => {
    expect(branchSlug('main')).toBe('main');
    expect(branchSlug('feature/Sign-in_2FA')).toBe('feature-sign-in-2fa');
    expect(branchSlug('123-fix')).toBe('b-123-fix');
    expect(`${branchSlug('x'.repeat(100))}-beseda-web-preview`.length).toBeLessThanOrEqual(63);
    expect(() => branchSlug('///')).toThrow();
    expect(
      previewUrlOf(
        'Version Preview URL: https://1a2b-beseda-web-preview.acme.workers.dev\nVersion Preview Alias URL: https://main-beseda-web-preview.acme.workers.dev\n',
      ),
    ).toBe('https://main-beseda-web-preview.acme.workers.dev');
    // The storage move runs against the api the deploy just uploaded.
    expect(
      apiUrlOf(
        'Uploaded beseda-api-production\n  https://beseda-api-production.acme-1.workers.dev\n',
      ),
    ).toBe('https://beseda-api-production.acme-1.workers.dev');
  });
});

describe('docs/deploy.md', () => {
  it('lists every secret either Worker reads, with its wrangler secret put', () => {
    const guide = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
    const secrets = ['api/src/env.ts', 'worker/env.ts'].flatMap((file) =>
      [
        ...readFileSync(join(root, file), 'utf8').matchAll(
          /^\s+((?:[A-Z0-9]+_)*(?:KEY|SECRET|TOKEN|PASSWORD)(?:_[A-Z0-9]+)*)\??:/gm,
        ),
      ].map((match) => match[1]),
    );
    expect(secrets).toContain('JWT_SECRET');
    for (const secret of secrets) expect(guide, secret).toContain(`| \`${secret}\` |`);
    expect(guide).toContain('npx wrangler secret put JWT_SECRET --env $env -c api/wrangler.jsonc');
  });
});

describe('the GitHub workflow', () => {
  const dir = join(root, '.github/workflows');
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  type Step = { run?: string; uses?: string; if?: string };
  type Workflow = {
    on: { push: unknown };
    jobs: Record<string, { steps: Step[]; needs?: string; env?: Record<string, string> }>;
  };
  const workflow = parse(readFileSync(join(dir, 'ci.yml'), 'utf8')) as Workflow;

  it('calls only npm scripts and files that exist', () => {
    const runs = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.flatMap((s) => s.run ?? []),
    );
    expect(runs.length).toBeGreaterThan(0);
    for (const command of runs
      .flatMap((run) => run.split(/&&|\n/))
      .map((c) => c.trim())
      .filter(Boolean)) {
      const npmScript = /^npm (?:run )?([\w:-]+)/.exec(command)?.[1];
      const file = /^node (\S+)/.exec(command)?.[1];
      if (command === 'npm install') continue;
      if (npmScript) expect(scripts, command).toHaveProperty(npmScript);
      else if (file) expect(existsSync(join(root, file)), command).toBe(true);
      else
        throw new Error(
          `The workflow runs something that is neither an npm script nor a file: ${command}`,
        );
    }
  });

  it('tests on every push, then deploys main to production and any other branch to its preview', () => {
    expect(workflow.on.push).toEqual({ branches: ['**'] });
    expect(workflow.jobs.test?.steps.some((s) => s.run === 'npm test')).toBe(true);
    const deploy = workflow.jobs.deploy;
    expect(deploy?.needs).toBe('test');
    expect(deploy?.env?.CLOUDFLARE_API_TOKEN).toMatch(
      /^\$\{\{ secrets\.CLOUDFLARE_API_TOKEN \}\}$/,
    );
    const byCondition = Object.fromEntries(
      (deploy?.steps ?? []).filter((s) => s.if).map((s) => [s.if, s.run]),
    );
    expect(byCondition).toEqual({
      "github.ref_name == 'main'": 'npm run deploy',
      "github.ref_name != 'main'": 'npm run deploy:preview',
    });
  });
});
