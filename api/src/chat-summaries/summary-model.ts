import { availableModels } from '../catalog/model-overrides';
import type { Env } from '../env';
import type { ServedModel } from '../providers/config';

/**
 * The model that summarizes long chats: `SUMMARY_MODEL` when it names an available text model,
 * else the cheapest available text model (a summary reads about four tokens for each it writes,
 * so input prices weigh four times; ties go to the larger window).
 *
 * @example const model = await summaryModelFor(env) // gpt:gpt-mini where OpenAI is configured
 */
export async function summaryModelFor(env: Env): Promise<ServedModel | undefined> {
  const text = (await availableModels(env)).filter(
    (model) => model.capabilities.includes('text') && model.contextWindow !== null,
  );
  const named = env.SUMMARY_MODEL?.trim();
  const chosen = named ? text.find((model) => model.id === named) : undefined;
  if (chosen) return chosen;
  const price = (model: ServedModel) =>
    model.inputKopecksPerMillion * 4 + model.outputKopecksPerMillion;
  return text.reduce<ServedModel | undefined>((best, model) => {
    if (!best) return model;
    const cheaper = price(model) - price(best);
    if (cheaper !== 0) return cheaper < 0 ? model : best;
    return (model.contextWindow ?? 0) > (best.contextWindow ?? 0) ? model : best;
  }, undefined);
}
