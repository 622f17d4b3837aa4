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
  /** A model version (`6.1`, `7`) or `niji 6`. */
  version?: string;
}

export const LIMITS = { stylize: 1000, weird: 3000, chaos: 100 } as const;
export const ASPECT_RATIO = /^([1-9]\d{0,3}):([1-9]\d{0,3})$/;
export const VERSION = /^(?:\d{1,2}(?:\.\d{1,2})?|niji \d{1,2})$/;

/**
 * The prompt sent to Midjourney, built per SPEC §5: `--ar W:H` only if not 1:1, `--stylize`,
 * `--weird` and `--chaos` only above 0, then the version. Values are validated before.
 *
 * @example buildPrompt({ prompt: 'a cat', aspectRatio: '16:9', chaos: 0 }) // 'a cat --ar 16:9'
 */
export function buildPrompt(params: PromptParams): string {
  const parts = [params.prompt.trim()];
  const ratio = params.aspectRatio ? ASPECT_RATIO.exec(params.aspectRatio) : null;
  if (ratio && ratio[1] !== ratio[2]) parts.push(`--ar ${ratio[1]}:${ratio[2]}`);
  if (params.stylize && params.stylize > 0) parts.push(`--stylize ${params.stylize}`);
  if (params.weird && params.weird > 0) parts.push(`--weird ${params.weird}`);
  if (params.chaos && params.chaos > 0) parts.push(`--chaos ${params.chaos}`);
  const version = params.version?.trim();
  if (version) {
    parts.push(version.startsWith('niji') ? `--${version}` : `--v ${version}`);
  }
  return parts.join(' ');
}
