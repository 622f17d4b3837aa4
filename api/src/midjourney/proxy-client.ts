/**
 * The adapter for a midjourney-proxy-compatible service (novicezk/midjourney-proxy and its forks,
 * e.g. trueai-org/midjourney-proxy): `POST {base}/submit/imagine`, `POST {base}/submit/action`,
 * `GET {base}/task/{id}/fetch`, authenticated by the `mj-api-secret` header.
 */

/** `SubmitResultVO.code` (the proxy's ReturnCode). */
export const ProxyCode = {
  success: 1,
  notFound: 3,
  validationError: 4,
  failure: 9,
  existed: 21,
  inQueue: 22,
  queueRejected: 23,
  bannedPrompt: 24,
} as const;

/** The proxy's answer to a submit; it may come with a non-2xx status (404 for a missing parent). */
export interface SubmitResult {
  code: number;
  description: string;
  result?: string | number | null;
  properties?: Record<string, unknown>;
}

/** `CustomComponentModel`: a Discord button of a finished task. */
export interface ProxyButton {
  customId: string;
  emoji?: string;
  label?: string;
  type?: number;
  style?: number;
}

/** The proxy's task JSON (`Task` / `TaskInfo`), as much as we read of it. */
export interface ProxyTask {
  id: string;
  action?: string | null;
  status?: string | null;
  progress?: string | null;
  imageUrl?: string | null;
  failReason?: string | null;
  buttons?: ProxyButton[] | null;
  properties?: Record<string, unknown> | null;
}

export interface ProxyConfig {
  baseUrl: string;
  apiSecret?: string;
}

/** The proxy did not answer in its protocol (network error, 5xx, HTML, 401). */
export class ProxyUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProxyUnavailable';
  }
}

/** The configured proxy, or undefined when Midjourney is off. */
export function proxyConfigOf(env: {
  MIDJOURNEY_BASE_URL?: string;
  MIDJOURNEY_API_SECRET?: string;
}): ProxyConfig | undefined {
  const baseUrl = env.MIDJOURNEY_BASE_URL?.trim().replace(/\/+$/, '');
  if (!baseUrl) return undefined;
  return { baseUrl, apiSecret: env.MIDJOURNEY_API_SECRET?.trim() || undefined };
}

function headersOf(config: ProxyConfig, json: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json) headers['Content-Type'] = 'application/json';
  if (config.apiSecret) headers['mj-api-secret'] = config.apiSecret;
  return headers;
}

async function call(config: ProxyConfig, path: string, body?: unknown): Promise<Response> {
  try {
    return await fetch(`${config.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: headersOf(config, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ProxyUnavailable(`midjourney proxy unreachable: ${String(error)}`);
  }
}

async function readSubmit(res: Response): Promise<SubmitResult> {
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // The proxy answers its refusals as JSON even with 4xx (404 for a missing parent task).
  if (parsed && typeof parsed === 'object' && typeof (parsed as SubmitResult).code === 'number') {
    return parsed as SubmitResult;
  }
  throw new ProxyUnavailable(`midjourney proxy answered ${res.status}: ${text.slice(0, 200)}`);
}

/** `POST {base}/submit/imagine`; `state` comes back in the task and its notifications. */
export async function submitImagine(config: ProxyConfig, input: { prompt: string; state: string }) {
  return readSubmit(await call(config, '/submit/imagine', input));
}

/** `POST {base}/submit/action`: press a button (`customId`) of the finished task `taskId`. */
export async function submitAction(
  config: ProxyConfig,
  input: { taskId: string; customId: string; state: string },
) {
  return readSubmit(await call(config, '/submit/action', input));
}

/** `GET {base}/task/{id}/fetch`; null when the proxy no longer knows the task (an empty body). */
export async function fetchTask(config: ProxyConfig, id: string): Promise<ProxyTask | null> {
  const res = await call(config, `/task/${encodeURIComponent(id)}/fetch`);
  if (res.status === 404 || res.status === 204) return null;
  if (!res.ok) throw new ProxyUnavailable(`midjourney proxy answered ${res.status}`);
  const text = await res.text();
  if (!text.trim() || text.trim() === 'null') return null;
  try {
    const task = JSON.parse(text) as ProxyTask;
    return task && typeof task === 'object' ? task : null;
  } catch {
    throw new ProxyUnavailable('midjourney proxy answered a task that is not JSON');
  }
}

/** `"45%"` → 45; anything unreadable → undefined. */
export function progressPercent(progress: string | null | undefined): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*%?/.exec(progress ?? '');
  if (!match) return undefined;
  return Math.max(0, Math.min(100, Math.round(Number(match[1]))));
}

/** The proxy's task id of a submit answer (`result`), when it accepted the job. */
export function acceptedTaskId(result: SubmitResult): string | undefined {
  const accepted: number[] = [ProxyCode.success, ProxyCode.existed, ProxyCode.inQueue];
  if (!accepted.includes(result.code)) return undefined;
  const id = result.result;
  return id === null || id === undefined || id === '' ? undefined : String(id);
}
