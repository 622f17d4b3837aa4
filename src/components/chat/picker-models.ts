import type { ModelInfo } from '../../lib/chat/types';
import * as m from '../../paraglide/messages.js';
import type { PickerModel } from '../ui/model-picker';

/** Providers as people know them; `local` and `demo` are ours to name. */
const brands: Record<string, string> = { gpt: 'OpenAI', gemini: 'Google', claude: 'Anthropic' };

function groupOf(provider: string | undefined, locale: 'en' | 'ru'): string {
  if (provider && brands[provider]) return brands[provider];
  if (provider === 'local') return m.picker_group_local({}, { locale });
  if (provider === 'demo') return m.picker_group_demo({}, { locale });
  return m.picker_group_other({}, { locale });
}

/** The catalogue's models as the picker lists them, grouped by provider. */
export function toPickerModels(models: ModelInfo[], locale: 'en' | 'ru'): PickerModel[] {
  return models.map((model) => ({
    id: model.id,
    name: model.title,
    group: groupOf(model.provider, locale),
    capabilities: model.capabilities ?? [
      ...(model.vision ? ['vision'] : []),
      ...(model.webSearch ? ['search'] : []),
    ],
    prices: model.prices,
    contextWindow: model.contextWindow,
  }));
}
