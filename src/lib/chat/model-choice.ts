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
