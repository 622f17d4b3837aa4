import { ApiError } from '../lib/errors';
import { type PromptFlags, parsePrompt, twice } from './prompt-flags';
import { ASPECT_RATIO } from './prompt-limits';

export { ASPECT_RATIO, LIMITS, VERSION } from './prompt-limits';

/** The parameters a user sets in the Midjourney studio. */
export interface PromptParams {
  prompt: string;
  /** `W:H` in whole numbers, e.g. `16:9`. */
  aspectRatio?: string;
  /** 0–1000; added only above 0. */
  stylize?: number;
  /** 0–3000; added only above 0. */
  weird?: number;
  /** 0–100; added only above 0. */
  chaos?: number;
  /** A model version (`6.1`, `7`), `niji` or `niji 6`. */
  version?: string;
}

/** Form fields that add something to the prompt (the others are left at their defaults). */
function formFlags(params: PromptParams): PromptFlags {
  const ratio = params.aspectRatio ? ASPECT_RATIO.exec(params.aspectRatio) : null;
  return {
    ...(ratio && ratio[1] !== ratio[2] ? { aspectRatio: params.aspectRatio } : {}),
    ...(params.stylize ? { stylize: params.stylize } : {}),
    ...(params.weird ? { weird: params.weird } : {}),
    ...(params.chaos ? { chaos: params.chaos } : {}),
    ...(params.version?.trim() ? { version: params.version.trim() } : {}),
  };
}

/** How a form field's parameter is named in an error. */
const FORM_NAMES: Partial<Record<keyof PromptFlags, string>> = {
  aspectRatio: 'ar',
  stylize: 'stylize',
  weird: 'weird',
  chaos: 'chaos',
  version: 'v',
};

/**
 * The prompt sent to Midjourney, built per SPEC §5 from the prompt's text, its checked `--`
 * parameters (`parsePrompt`) and the form's fields: `--ar W:H` only if not 1:1, `--stylize`,
 * `--weird` and `--chaos` only above 0, then `--no`, `--seed`, `--iw`, `--tile`, `--style raw`
 * and the version. A parameter set both in the prompt and in the form is a 400.
 *
 * @example buildPrompt({ prompt: 'a cat --c 5', aspectRatio: '16:9' }) // 'a cat --ar 16:9 --chaos 5'
 */
export function buildPrompt(params: PromptParams): string {
  const { text, flags } = parsePrompt(params.prompt);
  const form = formFlags(params);
  for (const key of Object.keys(form) as (keyof PromptFlags)[]) {
    if (flags[key] !== undefined) throw twice(FORM_NAMES[key] ?? key);
  }
  const all: PromptFlags = { ...flags, ...form };
  if (!text) throw new ApiError(400, 'midjourney_prompt_empty', { field: 'image.prompt' });
  const parts = [text];
  const ratio = all.aspectRatio ? ASPECT_RATIO.exec(all.aspectRatio) : null;
  if (ratio && ratio[1] !== ratio[2]) parts.push(`--ar ${ratio[1]}:${ratio[2]}`);
  if (all.stylize) parts.push(`--stylize ${all.stylize}`);
  if (all.weird) parts.push(`--weird ${all.weird}`);
  if (all.chaos) parts.push(`--chaos ${all.chaos}`);
  if (all.no) parts.push(`--no ${all.no}`);
  if (all.seed !== undefined) parts.push(`--seed ${all.seed}`);
  if (all.imageWeight !== undefined) parts.push(`--iw ${all.imageWeight}`);
  if (all.tile) parts.push('--tile');
  if (all.styleRaw) parts.push('--style raw');
  if (all.version)
    parts.push(all.version.startsWith('niji') ? `--${all.version}` : `--v ${all.version}`);
  return parts.join(' ');
}
