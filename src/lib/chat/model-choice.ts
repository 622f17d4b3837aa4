import type { ReasoningEffort } from './types';

/** SPEC §3: the model is written provider:llm, default gemini:gemini-25-flash, stored locally. */
export const defaultModel = 'gemini:gemini-25-flash';
const storageKey = 'beseda:model';

/** SPEC §5: the web search flag applies only to these models. */
export function supportsWebSearch(model: string): boolean {
  return model === 'gpt:gpt' || model === 'gpt:gpt-mini';
}

export function splitModel(model: string): { provider: string; llm: string } {
  const [provider = '', ...rest] = model.split(':');
  return { provider, llm: rest.join(':') };
}

/** The model remembered in this browser, else `fallback` (the deployment's default when known). */
export function readModel(
  storage: Pick<Storage, 'getItem'> | undefined,
  fallback: string = defaultModel,
): string {
  const stored = storage?.getItem(storageKey);
  return stored?.includes(':') ? stored : fallback;
}

export function writeModel(storage: Pick<Storage, 'setItem'> | undefined, model: string) {
  storage?.setItem(storageKey, model);
  rememberModelForServer(model);
}

/**
 * The cookie that tells the server the model this browser remembers, so a chat page renders
 * its composer with that model from the first byte (no change of size when the page goes live).
 * A display hint only: what is sent is always the choice the page holds.
 */
export const modelCookie = 'beseda_model';
const modelPattern = /^[\w.-]+:[\w.:-]+$/;

/** Writes the cookie in a browser; does nothing elsewhere. */
export function rememberModelForServer(model: string) {
  if (typeof document === 'undefined' || !modelPattern.test(model)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a display hint the server reads on the next request.
  document.cookie = `${modelCookie}=${model}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * The model a `Cookie` request header names, if it is one.
 *
 * @example modelFromCookieHeader('a=1; beseda_model=gpt:gpt') // 'gpt:gpt'
 */
export function modelFromCookieHeader(header: string | null | undefined): string | undefined {
  const value = new RegExp(`(?:^|;\\s*)${modelCookie}=([^;]*)`).exec(header ?? '')?.[1];
  return value && modelPattern.test(value) ? value : undefined;
}

const effortKey = 'beseda:reasoning-effort';
const efforts: ReasoningEffort[] = ['low', 'medium', 'high'];

/** The reasoning effort last chosen in this browser, like the model (decision 154); default medium. */
export function readEffort(storage: Pick<Storage, 'getItem'> | undefined): ReasoningEffort {
  const stored = storage?.getItem(effortKey);
  return efforts.find((effort) => effort === stored) ?? 'medium';
}

export function writeEffort(
  storage: Pick<Storage, 'setItem'> | undefined,
  effort: ReasoningEffort,
) {
  storage?.setItem(effortKey, effort);
}
