import type { Context } from 'hono';
import { embedderFor, embeddingKopecks, embedRaw, estimatedTokens } from '../knowledge/embeddings';
import { EmbeddingsRequest } from './contract';
import { OpenAiError } from './errors';
import type { KeyEnv } from './key-auth';
import { callIdOf, placeKeyHold, releaseKeyHold, settleKeyCall } from './key-billing';
import { parseBody } from './parse-body';

/** Texts one call embeds at most (OpenAI's own limit). */
const MAX_INPUTS = 2048;

/**
 * `POST /openai/v1/embeddings` in OpenAI's wire format, through the embedding model the knowledge
 * bases use (docs/decisions/163-knowledge-bases.md): only that model is served, any other is 404
 * `model_not_found`. Billed like chat completions: a hold on the key for the estimate, then the
 * tokens the provider counted, settled once; a provider failure releases the hold.
 */
export async function createEmbeddings(c: Context<KeyEnv>) {
  const body = await parseBody(c, EmbeddingsRequest);
  const embedder = embedderFor(c.env);
  if (!embedder || body.model !== embedder.model) {
    throw new OpenAiError(404, 'model_not_found', { model: body.model }, 'model');
  }
  const input = typeof body.input === 'string' ? [body.input] : body.input;
  const texts = input.filter((value): value is string => typeof value === 'string');
  if (texts.length !== input.length || texts.length === 0 || texts.some((text) => !text)) {
    throw new OpenAiError(
      400,
      'invalid_request_field',
      {
        param: 'input',
        detail: 'a non-empty string or array of non-empty strings (token arrays are not taken)',
      },
      'input',
    );
  }
  if (texts.length > MAX_INPUTS) {
    throw new OpenAiError(
      400,
      'invalid_request_field',
      { param: 'input', detail: `at most ${MAX_INPUTS} inputs` },
      'input',
    );
  }
  const { dimensions } = body;
  const key = c.var.key;
  const db = c.env.DB;
  const callId = callIdOf(key.keyId);
  const hold = Math.max(1, embeddingKopecks(embedder, Math.ceil(estimatedTokens(texts) * 1.5)));
  if (!(await placeKeyHold(db, key, callId, hold, null)))
    throw new OpenAiError(402, 'insufficient_quota');
  let result: Awaited<ReturnType<typeof embedRaw>>;
  try {
    result = await embedRaw(c.env, embedder, texts, { ...(dimensions ? { dimensions } : {}) });
  } catch (error) {
    await releaseKeyHold(db, key, callId);
    console.error('embeddings failed', error);
    throw new OpenAiError(502, 'upstream_error');
  }
  await settleKeyCall(db, key, {
    id: callId,
    model: embedder.model,
    input: result.tokens,
    output: 0,
    cost: embeddingKopecks(embedder, result.tokens),
  });
  const base64 = body.encoding_format === 'base64';
  return c.json({
    object: 'list',
    data: result.embeddings.map((embedding, index) => ({
      object: 'embedding',
      index,
      embedding: base64 ? toBase64(embedding) : embedding,
    })),
    model: embedder.model,
    usage: { prompt_tokens: result.tokens, total_tokens: result.tokens },
  });
}

/** Float32 little-endian bytes in base64, as OpenAI answers `encoding_format: base64`. */
function toBase64(values: number[]): string {
  const bytes = new Uint8Array(Float32Array.from(values).buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
