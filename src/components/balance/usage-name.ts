import { fill, type ModelNames, modelName } from '../../lib/format';
import type { BalanceTexts } from './balance-texts';

/**
 * What a spending line paid for, in words: a model's name, "Speech to text (Deepgram Nova)" or
 * "Reading aloud", never the api's internal ids (`speech-to-text:nova`).
 */
export function usageName(model: string, names: ModelNames, texts: BalanceTexts): string {
  if (model === 'text-to-speech') return texts.usageTextToSpeech;
  if (model === 'embeddings') return texts.usageEmbeddings;
  const speech = 'speech-to-text:';
  if (model.startsWith(speech)) {
    return fill(texts.usageSpeechToText, { model: modelName(model.slice(speech.length), names) });
  }
  return modelName(model, names);
}

/** What a credit line was for, in words; internal references (payment ids) are left out. */
export function creditNote(
  row: { kind: string; ref?: string | null; reason?: string | null },
  texts: BalanceTexts,
): string | null {
  if (row.kind === 'adjustment' && row.reason) return row.reason;
  if (row.kind === 'grant' && row.ref === 'email-confirmed') return texts.refEmailConfirmed;
  if (row.kind === 'promo' && row.ref) return fill(texts.refPromo, { code: row.ref });
  return null;
}
