/** The studio's parameters, as the api takes them (POST /v1/openai/midjourney/generate). */
export interface StudioParams {
  aspectRatio: string;
  stylize: number;
  weird: number;
  chaos: number;
  version: string;
}

export const defaultParams: StudioParams = {
  aspectRatio: '1:1',
  stylize: 0,
  weird: 0,
  chaos: 0,
  version: '',
};

export const paramLimits = { stylize: 1000, weird: 3000, chaos: 100 } as const;
export const aspectRatios = ['1:1', '4:3', '3:2', '16:9', '21:9', '3:4', '2:3', '9:16'] as const;
export const versions = ['', '7', '6.1', '6', 'niji 6'] as const;

/**
 * What the parameters add to the prompt, per SPEC §5 (the api builds the same): `--ar W:H` only
 * if not 1:1, `--stylize`, `--weird` and `--chaos` only above 0, then the version.
 *
 * @example promptSuffix({ ...defaultParams, aspectRatio: '16:9', chaos: 5 }) // '--ar 16:9 --chaos 5'
 */
export function promptSuffix(params: StudioParams): string {
  const parts: string[] = [];
  const [w, h] = params.aspectRatio.split(':');
  if (w && h && w !== h) parts.push(`--ar ${w}:${h}`);
  if (params.stylize > 0) parts.push(`--stylize ${params.stylize}`);
  if (params.weird > 0) parts.push(`--weird ${params.weird}`);
  if (params.chaos > 0) parts.push(`--chaos ${params.chaos}`);
  if (params.version) {
    parts.push(params.version.startsWith('niji') ? `--${params.version}` : `--v ${params.version}`);
  }
  return parts.join(' ');
}

/** The request body of a generate call. */
export function generateBody(prompt: string, params: StudioParams, chatId?: string) {
  return {
    image: { prompt, ...(chatId ? { chatId } : {}) },
    ...(params.aspectRatio !== '1:1' ? { aspectRatio: params.aspectRatio } : {}),
    stylize: params.stylize,
    weird: params.weird,
    chaos: params.chaos,
    ...(params.version ? { version: params.version } : {}),
    requestId: crypto.randomUUID(),
  };
}

/** A task as GET /v1/openai/midjourney/{id} answers it. */
export interface MjTask {
  id: string;
  chatId: string;
  messageId: string;
  parentId: string | null;
  action: string;
  prompt: string;
  status: 'SUBMITTED' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE';
  progress: number;
  imageUrl: string | null;
  /** A smaller rendition of the finished image (for lists). */
  thumbnailUrl?: string | null;
  /** While running: the grid as far as it has filled in, from our origin. */
  previewUrl?: string | null;
  buttons: { button: string; label: string; emoji: string }[];
  costKopecks: number;
  error: { code: string; message: string } | null;
  createdAt: string;
}

export const isRunning = (task: MjTask) =>
  task.status === 'SUBMITTED' || task.status === 'IN_PROGRESS';
