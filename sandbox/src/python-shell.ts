/** The messages the app and the Python runner exchange (src/lib/code-interpreter/python-sandbox.ts). */
export const pythonMessages = {
  ready: 'beseda-python-ready',
  run: 'beseda-python-run',
  started: 'beseda-python-started',
  result: 'beseda-python-result',
} as const;

/** What the runner page is told by the sandbox Worker. */
export interface PythonShellOptions {
  appOrigins: string[];
  /** Pyodide's files on this origin (`https://sandbox…/pyodide/<version>/`). */
  indexUrl: string;
  /** The package index (`PYODIDE_INDEX_URL`), or null: the standard library only. */
  packagesUrl: string | null;
  timeoutMs: number;
}

/**
 * The Web Worker that runs Pyodide. It is started from a blob (the page is an opaque origin),
 * loads Pyodide from this origin, writes the files it is given under /mnt/data/, runs the code,
 * and answers stdout, stderr, the last expression's `repr`, an error and the files the run
 * wrote there (open matplotlib figures saved there as PNG first). stdout and stderr are kept to
 * about 1 MB each.
 */
const workerSource = String.raw`
const MAX_TEXT = 1024 * 1024;
let pyodide;
let booting;
const boot = async (config) => {
  importScripts(config.indexUrl + 'pyodide.js');
  pyodide = await loadPyodide({
    indexURL: config.indexUrl,
    ...(config.packagesUrl ? { lockFileURL: config.packagesUrl + 'pyodide-lock.json' } : {}),
  });
  pyodide.FS.mkdirTree('/mnt/data');
  pyodide.runPython("import os\nos.environ['MPLBACKEND'] = 'Agg'");
};
// matplotlib, once loaded: the Agg backend (no screen in a worker), and plt.show() saves the
// open figures under /mnt/data/ as PNG, so a chart comes back as an image file.
const FIGURES_HOOK = [
  'import matplotlib',
  "matplotlib.use('Agg')",
  'import matplotlib.pyplot as plt',
  "if not getattr(plt, '_beseda_save', None):",
  '    def _beseda_save(*args, **kwargs):',
  '        import os',
  '        for number in plt.get_fignums():',
  '            n = 1',
  "            while os.path.exists(f'/mnt/data/figure-{n}.png'):",
  '                n += 1',
  "            plt.figure(number).savefig(f'/mnt/data/figure-{n}.png', format='png', bbox_inches='tight')",
  "        plt.close('all')",
  '    plt.show = _beseda_save',
  '    plt._beseda_save = _beseda_save',
].join('\n');
const FIGURES_FLUSH = [
  'import sys',
  "_plt = sys.modules.get('matplotlib.pyplot')",
  "if _plt is not None and getattr(_plt, '_beseda_save', None):",
  '    _plt._beseda_save()',
].join('\n');
// In a scope of its own, so the person's variables neither see nor shadow it.
const runHidden = (source) => {
  const scope = pyodide.toPy({});
  try { pyodide.runPython(source, { globals: scope }); } catch {} finally { scope.destroy(); }
};
const listFiles = (dir, out = new Map()) => {
  for (const name of pyodide.FS.readdir(dir)) {
    if (name === '.' || name === '..') continue;
    const path = dir + '/' + name;
    const stat = pyodide.FS.stat(path);
    if (pyodide.FS.isDir(stat.mode)) listFiles(path, out);
    else out.set(path, stat.mtime.getTime() + ':' + stat.size);
  }
  return out;
};
const collector = () => {
  const text = { value: '', cut: false };
  return {
    text,
    batched: (line) => {
      if (text.value.length > MAX_TEXT) { text.cut = true; return; }
      text.value += line + '\n';
    },
  };
};
onmessage = async (event) => {
  const { code, files, config } = event.data;
  booting ??= boot(config);
  try {
    await booting;
  } catch (error) {
    postMessage({ kind: 'result', error: 'Python could not start: ' + (error && error.message), stdout: '', stderr: '' });
    return;
  }
  for (const file of files) pyodide.FS.writeFile('/mnt/data/' + file.name, new Uint8Array(file.data));
  const before = listFiles('/mnt/data');
  const out = collector();
  const err = collector();
  pyodide.setStdout({ batched: out.batched });
  pyodide.setStderr({ batched: err.batched });
  let packagesNote = null;
  try {
    await pyodide.loadPackagesFromImports(code, { messageCallback: () => {}, errorCallback: () => {} });
  } catch (error) {
    packagesNote = String(error && error.message || error);
  }
  if (pyodide.loadedPackages.matplotlib) {
    runHidden(FIGURES_HOOK);
  }
  postMessage({ kind: 'started' });
  let value = null;
  let error = null;
  try {
    const result = await pyodide.runPythonAsync(code);
    if (result !== undefined) value = String(pyodide.globals.get('repr')(result));
    if (result && typeof result.destroy === 'function') result.destroy();
  } catch (failure) {
    error = String(failure && failure.message || failure);
  }
  runHidden(FIGURES_FLUSH);
  const written = [];
  const transfer = [];
  for (const [path, stamp] of listFiles('/mnt/data')) {
    if (before.get(path) === stamp) continue;
    const bytes = pyodide.FS.readFile(path);
    written.push({ name: path.slice('/mnt/data/'.length), data: bytes.buffer });
    transfer.push(bytes.buffer);
  }
  postMessage({
    kind: 'result',
    stdout: out.text.value,
    stderr: err.text.value,
    truncated: out.text.cut || err.text.cut,
    value,
    error,
    packagesNote,
    files: written,
  }, transfer);
};
`;

/**
 * The Python runner page (docs/decisions/156-code-interpreter.md): framed hidden by the chat, it
 * tells its parent it is ready, takes `{type: 'beseda-python-run', id, code, files}` from an app
 * origin only, runs it in its Web Worker and answers the parent alone. A run longer than the
 * limit terminates the worker (its variables go with it); the next run starts a fresh one and
 * says so. Options are checked origins and a number, safe inside the script as JSON.
 */
export function pythonShell(options: PythonShellOptions): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Python</title>
</head>
<body>
<script>
(() => {
  const appOrigins = ${json(options.appOrigins)};
  const config = ${json({ indexUrl: options.indexUrl, packagesUrl: options.packagesUrl })};
  const timeoutMs = ${json(options.timeoutMs)};
  const workerUrl = URL.createObjectURL(new Blob([${json(workerSource)}], { type: 'text/javascript' }));
  let worker;
  let queue = Promise.resolve();
  const answer = (origin, message) => parent.postMessage({ type: '${pythonMessages.result}', ...message }, origin);
  const runOnce = (origin, data) => new Promise((resolve) => {
    const fresh = !worker;
    worker ??= new Worker(workerUrl);
    const current = worker;
    let timer;
    const finish = (message) => {
      clearTimeout(timer);
      current.onmessage = null;
      current.onerror = null;
      answer(origin, { id: data.id, fresh, ...message });
      resolve();
    };
    current.onmessage = (event) => {
      const message = event.data;
      if (message.kind === 'started') {
        parent.postMessage({ type: '${pythonMessages.started}', id: data.id }, origin);
        timer = setTimeout(() => {
          current.terminate();
          if (worker === current) worker = undefined;
          finish({ timedOut: true, timeoutMs, stdout: '', stderr: '', files: [] });
        }, timeoutMs);
        return;
      }
      const files = message.files || [];
      parent.postMessage({ type: '${pythonMessages.result}', id: data.id, fresh, ...message }, origin, files.map((file) => file.data));
      clearTimeout(timer);
      current.onmessage = null;
      resolve();
    };
    current.onerror = (event) => {
      current.terminate();
      if (worker === current) worker = undefined;
      finish({ error: 'The Python worker failed: ' + (event.message || 'unknown error'), stdout: '', stderr: '', files: [] });
    };
    const files = Array.isArray(data.files) ? data.files : [];
    current.postMessage({ code: data.code, files, config }, files.map((file) => file.data));
  });
  addEventListener('message', (event) => {
    if (event.source !== parent || !appOrigins.includes(event.origin)) return;
    const data = event.data;
    if (!data || data.type !== '${pythonMessages.run}' || typeof data.code !== 'string' || typeof data.id !== 'string') return;
    queue = queue.then(() => runOnce(event.origin, data));
  });
  for (const origin of appOrigins) parent.postMessage({ type: '${pythonMessages.ready}' }, origin);
})();
</script>
</body>
</html>
`;
}
