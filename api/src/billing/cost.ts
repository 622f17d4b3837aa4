import { type CatalogModel, MAX_OUTPUT_TOKENS } from '../providers/catalog';

/**
 * What an answer costs in kopecks: tokens × the model's prices per million, rounded up once.
 *
 * @example costKopecks(model, { input: 1000, output: 2000 }) // 205 for 25 000 / 100 000
 */
export function costKopecks(
  model: Pick<CatalogModel, 'inputKopecksPerMillion' | 'outputKopecksPerMillion'>,
  usage: { input: number; output: number },
): number {
  const micro =
    usage.input * model.inputKopecksPerMillion + usage.output * model.outputKopecksPerMillion;
  return Math.ceil(micro / 1_000_000);
}

/** Tokens of a text, estimated generously (about 3 characters a token). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 3);
}

/** Whether answers of the model cost money at all. */
export function isPaid(model: CatalogModel): boolean {
  return model.inputKopecksPerMillion > 0 || model.outputKopecksPerMillion > 0;
}

/** The most an answer can cost: the estimated prompt and the longest answer asked for. */
export function holdKopecks(model: CatalogModel, promptChars: number): number {
  return costKopecks(model, {
    input: Math.ceil(promptChars / 3),
    output: MAX_OUTPUT_TOKENS,
  });
}
