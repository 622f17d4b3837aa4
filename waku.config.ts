import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';

// Identifies this build: the client compares it with /version.json to notice a newer deploy.
const buildVersion = process.env.BUILD_VERSION ?? `${Date.now().toString(36)}`;

const clientReferencesId = '\0virtual:vite-rsc/client-references';
/** One entry of the table @vitejs/plugin-rsc generates: a reference key, its group's import. */
const referenceEntry =
  /("[^"]+"): async \(\) => \{\s*const m = await import\(("[^"]+")\);\s*return m\.export_[^;]+;\s*\},/g;

/**
 * The client-reference table rides in the entry chunk of every page (decision 045). The plugin
 * writes each key twice and one `import()` per key; this writes each key once, one `import()` per
 * group chunk, and builds the same `{key: () => Promise<exports>}` object at start. Returns null
 * when the generated code does not have the expected shape (a newer plugin), leaving it as it is.
 */
export function compactClientReferences(code: string): string | null {
  const groups: string[] = [];
  const keys: string[] = [];
  const rest = code.replace(referenceEntry, (_entry, key: string, group: string) => {
    let index = groups.indexOf(group);
    if (index < 0) index = groups.push(group) - 1;
    keys.push(`${key}:${index}`);
    return '';
  });
  if (keys.length === 0 || !/^\s*export default \{\s*\};?\s*$/.test(rest)) return null;
  return [
    `const groups = [${groups.map((group) => `() => import(${group})`).join(',')}];`,
    'const table = {};',
    `for (const [key, group] of Object.entries({${keys.join(',')}}))`,
    "  table[key] = async () => (await groups[group]())['export_' + key];",
    'export default table;',
  ].join('\n');
}

/** The browser build of React's RSC client, the one module whose server-function code is left out. */
const rscBrowserClient = /react-server-dom-webpack-client\.browser\.production\.js$/;
const noServerFunctions =
  'This app has no server functions: the browser build leaves out their code (decision 173).';
/** What calling or receiving a server function in the browser would meet: none exists. */
const serverFunctionStubs: Record<string, string> = {
  // The encoder of a server function's arguments (`encodeReply`).
  processReply: `function processReply(root, formFieldPrefix, temporaryReferences, resolve, reject) { reject(new Error(${JSON.stringify(noServerFunctions)})); }`,
  // The reviver of a server function sent in a payload (`$h` rows).
  loadServerReference: `function loadServerReference() { throw new Error(${JSON.stringify(noServerFunctions)}); }`,
};

/** `code` with the top-level function `name` replaced, or null unless it is there exactly once. */
function replaceFunction(code: string, name: string, replacement: string): string | null {
  const start = code.indexOf(`function ${name}(`);
  if (start < 0 || code.indexOf(`function ${name}(`, start + 1) >= 0) return null;
  let depth = 0;
  for (let at = code.indexOf('{', start); at > 0 && at < code.length; at += 1) {
    if (code[at] === '{') depth += 1;
    else if (code[at] === '}' && --depth === 0)
      return code.slice(0, start) + replacement + code.slice(at + 1);
  }
  return null;
}

/**
 * React's RSC client carries, in every page's entry, the code of server functions: the encoder
 * of their arguments (`processReply`, behind `encodeReply`) and the reviver of one sent in a
 * payload (`loadServerReference`). This app has none, and Waku's router sends its route params as
 * a query string, so the browser build swaps both for stubs that fail with a clear message: about
 * 2 kB gzipped off every page. Returns null when either is not found where expected (a newer
 * React), leaving the module as it is.
 */
export function dropServerFunctionCode(code: string): string | null {
  let lean: string | null = code;
  for (const [name, stub] of Object.entries(serverFunctionStubs)) {
    lean = lean === null ? null : replaceFunction(lean, name, stub);
  }
  return lean;
}

/** The browser build of React DOM, whose module-level sentinel errors are made without a stack. */
const reactDomClient = /react-dom-client\.production\.js$/;
/** React DOM's internal sentinels: thrown and compared by identity, never shown (decision 185). */
const reactDomSentinels =
  /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g;

/**
 * React DOM makes five `Error`s while its module runs, as sentinels it throws and recognizes by
 * identity (a suspended `use()`, a hydration mismatch). With a DevTools client attached, as under
 * Lighthouse, making the first one re-parses every function on the stack for its source positions:
 * React DOM's whole 200 kB module and the entry around it, 20–35 ms of the entry's evaluation on
 * this machine. This makes them error-like objects with the same message and prototype instead,
 * which capture no stack. Returns null unless all five are found (a newer React), leaving the
 * module as it is.
 */
export function sentinelsWithoutStacks(code: string): string | null {
  let found = 0;
  const lean = code.replace(reactDomSentinels, (_match, name: string, number: string) => {
    found += 1;
    return `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${number}) } })`;
  });
  return found === 5 ? lean : null;
}

/**
 * A build plugin that rewrites one module of the browser build with `rewrite`, or leaves it as it
 * is with `warning` when `rewrite` does not recognize it (null).
 */
function rewriteClientModule(
  name: string,
  matches: (id: string) => boolean,
  rewrite: (code: string) => string | null,
  warning: string,
): Plugin {
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!matches(id)) return;
      const rewritten = rewrite(code);
      if (rewritten === null) {
        this.warn(warning);
        return;
      }
      return { code: rewritten, map: null };
    },
  };
}

export default defineConfig({
  // Another output folder for a second build beside dist/ (the build-switch browser test).
  distDir: process.env.WAKU_DIST_DIR ?? 'dist',
  vite: {
    define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion) },
    build: {
      reportCompressedSize: false,
      // BESEDA_SOURCEMAP=1 adds source maps, for attributing the bytes of a chunk (decision 031).
      sourcemap: process.env.BESEDA_SOURCEMAP === '1',
      modulePreload: {
        // The entry's lazy imports are the client-reference table: the server already preloads
        // the chunks a page renders, so listing every island's dependencies in the entry only
        // weighed on every page (decision 045). Other chunks keep their preload lists.
        // The entry and the bundler's runtime are loaded by every page before anything else runs,
        // so naming them in another chunk's list only adds bytes (decision 173).
        resolveDependencies: (_file, deps, { hostId }) =>
          /(^|\/)index-[\w-]+\.js$/.test(hostId)
            ? []
            : deps.filter((dep) => !/(^|\/)(index|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
      },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Four tiny modules every page's islands use (languages, themes, the hydrated flag,
              // text typed before hydration) in one file instead of four: each file costs its own
              // import list and gzip frame (decision 173). Their dependency, React, stays where
              // it is, in the entry.
              codeSplitting: {
                groups: [
                  {
                    name: 'shell',
                    includeDependenciesRecursively: false,
                    test: /\/src\/(i18n\/locales|lib\/theme|lib\/use-hydrated|lib\/typed-before-hydration)\.ts$/,
                  },
                ],
              },
              // The chunks the entry's client-reference table imports are named by their hash
              // alone: the table, in every page's entry, spells each name (decision 045).
              chunkFileNames: (chunk) =>
                chunk.facadeModuleId?.startsWith(`${clientReferencesId}/group/`)
                  ? 'assets/[hash].js'
                  : 'assets/[name]-[hash].js',
            },
          },
        },
      },
    },
    plugins: [
      {
        name: 'beseda:build-version',
        applyToEnvironment: (environment) => environment.name === 'client',
        generateBundle() {
          this.emitFile({
            type: 'asset',
            fileName: 'version.json',
            source: `${JSON.stringify({ version: buildVersion })}\n`,
          });
        },
      },
      {
        // The service worker at the site root, a chunk of its own with this build's version
        // inside, so each deploy's worker differs and replaces the last (decision 166).
        name: 'beseda:service-worker',
        apply: 'build',
        applyToEnvironment: (environment) => environment.name === 'client',
        buildStart() {
          this.emitFile({
            type: 'chunk',
            id: fileURLToPath(new URL('./src/lib/pwa/service-worker.ts', import.meta.url)),
            fileName: 'sw.js',
          });
        },
      },
      {
        // No server functions, so none of their code in the browser (decision 173).
        name: 'beseda:no-server-functions',
        apply: 'build',
        applyToEnvironment: (environment) => environment.name === 'client',
        transform(code, id) {
          if (/\/src\/.*\.tsx?$/.test(id) && /^\s*['"]use server['"]/m.test(code))
            this.error(`${id} declares server functions; see decision 173 before adding one`);
        },
      },
      rewriteClientModule(
        'beseda:drop-server-function-code',
        (id) => rscBrowserClient.test(id),
        dropServerFunctionCode,
        'React RSC client not recognized; its server-function code stays in',
      ),
      {
        // `waku`'s browser module only re-exports the router and defines server-only stubs. Its
        // package does not say it is free of side effects, so it stayed as a chunk of its own that
        // only imports the entry, and every island's chunk imported it for nothing (decision 173).
        name: 'beseda:waku-main-pure',
        apply: 'build',
        applyToEnvironment: (environment) => environment.name === 'client',
        transform(code, id) {
          if (!/\/node_modules\/waku\/dist\/main\.js$/.test(id)) return;
          return { code, map: null, moduleSideEffects: false };
        },
      },
      rewriteClientModule(
        'beseda:react-dom-sentinels',
        (id) => reactDomClient.test(id),
        sentinelsWithoutStacks,
        'React DOM sentinels not recognized; they stay as errors with stacks',
      ),
      rewriteClientModule(
        'beseda:compact-client-references',
        (id) => id === clientReferencesId,
        compactClientReferences,
        'client-reference table not recognized; left as generated',
      ),
    ],
  },
});
