/** What the app and the sandbox's Python runner say to each other (sandbox/src/python-shell.ts). */
const messages = {
  ready: 'beseda-python-ready',
  run: 'beseda-python-run',
  started: 'beseda-python-started',
  result: 'beseda-python-result',
} as const;

/** A file handed to or written by a run (under /mnt/data/). */
export type RunFile = { name: string; data: ArrayBuffer };

/** What one run gave back. */
export type RunResult = {
  stdout: string;
  stderr: string;
  /** The `repr` of the last expression, when it had a value. */
  value: string | null;
  error: string | null;
  /** stdout or stderr was cut at about 1 MB. */
  truncated: boolean;
  timedOut: boolean;
  timeoutMs?: number;
  /** The first run of a new interpreter: nothing from earlier runs is defined. */
  fresh: boolean;
  /** Why the packages the code imports could not be loaded, if they could not. */
  packagesNote: string | null;
  files: RunFile[];
};

/** The sandbox page must say it is ready within this long, or the run fails. */
const READY_TIMEOUT_MS = 60_000;

const noRun: RunResult = {
  stdout: '',
  stderr: '',
  value: null,
  error: null,
  truncated: false,
  timedOut: false,
  fresh: true,
  packagesNote: null,
  files: [],
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The person's Python interpreter for one chat (docs/decisions/156-code-interpreter.md): a
 * hidden frame of the sandbox Worker's origin, sandboxed without `allow-same-origin`, whose Web
 * Worker runs Pyodide. Its state lives as long as this object; `dispose` ends it. Messages are
 * taken only from that frame's window, with the origin an opaque frame has ("null") or the
 * sandbox's.
 */
export class PythonSandbox {
  private readonly frame: HTMLIFrameElement;
  private readonly ready: Promise<void>;
  private readonly pending = new Map<
    string,
    { resolve: (result: RunResult) => void; onStart?: () => void }
  >();
  private readonly listener: (event: MessageEvent) => void;

  constructor(
    private readonly origin: string,
    title: string,
  ) {
    let markReady = () => {};
    this.ready = new Promise((resolve) => {
      markReady = resolve;
    });
    this.frame = document.createElement('iframe');
    this.frame.setAttribute('sandbox', 'allow-scripts');
    this.frame.referrerPolicy = 'no-referrer';
    this.frame.title = title;
    this.frame.hidden = true;
    this.frame.tabIndex = -1;
    this.frame.setAttribute('aria-hidden', 'true');
    this.frame.dataset.testid = 'python-sandbox';
    this.listener = (event: MessageEvent) => {
      if (event.source !== this.frame.contentWindow) return;
      if (event.origin !== 'null' && event.origin !== this.origin) return;
      const data = event.data as Record<string, unknown> | null;
      if (!data || typeof data.type !== 'string') return;
      if (data.type === messages.ready) markReady();
      const waiting = typeof data.id === 'string' ? this.pending.get(data.id) : undefined;
      if (!waiting) return;
      if (data.type === messages.started) waiting.onStart?.();
      if (data.type !== messages.result) return;
      this.pending.delete(data.id as string);
      waiting.resolve({
        stdout: text(data.stdout),
        stderr: text(data.stderr),
        value: typeof data.value === 'string' ? data.value : null,
        error: typeof data.error === 'string' ? data.error : null,
        truncated: data.truncated === true,
        timedOut: data.timedOut === true,
        timeoutMs: typeof data.timeoutMs === 'number' ? data.timeoutMs : undefined,
        fresh: data.fresh === true,
        packagesNote: typeof data.packagesNote === 'string' ? data.packagesNote : null,
        files: Array.isArray(data.files)
          ? data.files.filter(
              (file): file is RunFile =>
                typeof file?.name === 'string' && file.data instanceof ArrayBuffer,
            )
          : [],
      });
    };
    window.addEventListener('message', this.listener);
    this.frame.src = `${origin}/python`;
    document.body.append(this.frame);
  }

  /** Runs code with files mounted under /mnt/data/; `onStart` once the interpreter begins. */
  async run(code: string, files: RunFile[], onStart?: () => void): Promise<RunResult> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    });
    const ready = await Promise.race([this.ready.then(() => true), late]);
    clearTimeout(timer);
    if (!ready) return { ...noRun, error: 'The Python sandbox did not start in this browser.' };
    const id = crypto.randomUUID();
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, onStart });
      // An opaque origin cannot be named as the target; the frame's window is ours.
      this.frame.contentWindow?.postMessage(
        { type: messages.run, id, code, files },
        '*',
        files.map((file) => file.data),
      );
    });
  }

  dispose() {
    window.removeEventListener('message', this.listener);
    this.frame.remove();
  }
}
