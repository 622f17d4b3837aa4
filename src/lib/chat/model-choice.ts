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

export function readModel(storage: Pick<Storage, 'getItem'> | undefined): string {
  const stored = storage?.getItem(storageKey);
  return stored?.includes(':') ? stored : defaultModel;
}

export function writeModel(storage: Pick<Storage, 'setItem'> | undefined, model: string) {
  storage?.setItem(storageKey, model);
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
