import { type CatalogModel, MAX_OUTPUT_TOKENS } from '../providers/catalog';

/**
 * What an answer costs in kopecks: tokens × the model's prices per million, rounded up once.
 * `output` counts every output token, thinking included; `reasoning` (its thinking share) is
 * priced at the model's reasoning price when it has one, else as output (decision 154).
 *
 * @example costKopecks(model, { input: 1000, output: 2000 }) // 205 for 25 000 / 100 000
 */
export function costKopecks(
  model: Pick<
    CatalogModel,
    'inputKopecksPerMillion' | 'outputKopecksPerMillion' | 'reasoningKopecksPerMillion'
  >,
  usage: { input: number; output: number; reasoning?: number },
): number {
  const reasoning = Math.min(usage.reasoning ?? 0, usage.output);
  const micro =
    usage.input * model.inputKopecksPerMillion +
    (usage.output - reasoning) * model.outputKopecksPerMillion +
    reasoning * (model.reasoningKopecksPerMillion ?? model.outputKopecksPerMillion);
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

/**
 * The most an answer can cost: the most input tokens its prompt can be billed for
 * (`inputTokenBound`, decision 191) and the longest answer asked for (`outputTokens`: a reasoning
 * model's cap includes its thinking, `outputCap`), each output token at the dearer of the output
 * and reasoning prices.
 */
export function holdKopecks(
  model: CatalogModel,
  inputTokens: number,
  outputTokens = MAX_OUTPUT_TOKENS,
): number {
  const dearest = Math.max(
    model.outputKopecksPerMillion,
    model.reasoningKopecksPerMillion ?? model.outputKopecksPerMillion,
  );
  return costKopecks(
    { ...model, outputKopecksPerMillion: dearest },
    { input: inputTokens, output: outputTokens },
  );
}
