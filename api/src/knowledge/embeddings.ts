import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { embedMany } from 'ai';
import type { Env } from '../env';
import { isProviderOn } from '../providers/config';

/**
 * Dimensions every stored vector has: both providers shorten their vectors on request
 * (OpenAI `dimensions`, Gemini `outputDimensionality`), and 512 floats keep a base of 10,000
 * passages at 20 MB in its object's memory, searched whole in a few milliseconds.
 */
export const EMBEDDING_DIMENSIONS = 512;
/** Texts per provider call: OpenAI takes 2,048, Gemini 100. */
const PER_CALL = 96;
/** Kopecks per million embedded tokens unless `EMBEDDING_KOPECKS_PER_MILLION` says otherwise. */
const DEFAULT_KOPECKS_PER_MILLION = 200;

/** The provider and model that embed a base's passages; null when none is configured. */
export interface Embedder {
  kind: 'openai' | 'google';
  model: string;
  kopecksPerMillion: number;
}

/**
 * Who embeds: OpenAI (`OPENAI_EMBEDDING_MODEL`, default `text-embedding-3-small`) when it is
 * configured, else Gemini (`GOOGLE_EMBEDDING_MODEL`, default `gemini-embedding-001`); null
 * without either, and retrieval is by keywords alone.
 *
 * @example const embedder = embedderFor(env) // { kind: 'openai', model: 'text-embedding-3-small', … }
 */
export function embedderFor(env: Env): Embedder | null {
  const kopecksPerMillion =
    Number.parseInt(env.EMBEDDING_KOPECKS_PER_MILLION ?? '', 10) >= 0
      ? Number.parseInt(env.EMBEDDING_KOPECKS_PER_MILLION ?? '', 10)
      : DEFAULT_KOPECKS_PER_MILLION;
  if (isProviderOn(env, 'openai')) {
    const model = env.OPENAI_EMBEDDING_MODEL || 'text-embedding-3-small';
    return { kind: 'openai', model, kopecksPerMillion };
  }
  if (isProviderOn(env, 'google')) {
    const model = env.GOOGLE_EMBEDDING_MODEL || 'gemini-embedding-001';
    return { kind: 'google', model, kopecksPerMillion };
  }
  return null;
}

/** Tokens of a text as estimated when a provider does not count them (Gemini): four characters each. */
export const estimatedTokens = (texts: string[]) =>
  texts.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);

/** What embedding `tokens` costs, in whole kopecks (rounded up; nothing for nothing). */
export const embeddingKopecks = (embedder: Embedder, tokens: number) =>
  tokens > 0 ? Math.ceil((tokens * embedder.kopecksPerMillion) / 1_000_000) : 0;

/** The AI SDK model of an embedder. */
function modelOf(env: Env, embedder: Embedder) {
  const keyOr = (key: string | undefined) => key || 'not-set';
  return embedder.kind === 'openai'
    ? createOpenAI({
        apiKey: keyOr(env.OPENAI_API_KEY),
        baseURL: env.OPENAI_BASE_URL || undefined,
      }).embedding(embedder.model)
    : createGoogleGenerativeAI({
        apiKey: keyOr(env.GOOGLE_API_KEY),
        baseURL: env.GOOGLE_BASE_URL || undefined,
      }).embedding(embedder.model);
}

/** Scales a vector to length 1, so cosine similarity is a dot product. */
export function normalized(values: number[]): Float32Array {
  const vector = Float32Array.from(values.slice(0, EMBEDDING_DIMENSIONS));
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

/**
 * Texts embedded as the provider returns them (`dimensions` when given), with the tokens it
 * counted (estimated for Gemini). The knowledge bases and the OpenAI-compatible
 * `POST /openai/v1/embeddings` share it.
 *
 * @example const { embeddings, tokens } = await embedRaw(env, embedder, ['hello'])
 */
export async function embedRaw(
  env: Env,
  embedder: Embedder,
  texts: string[],
  options: { dimensions?: number; purpose?: 'document' | 'query'; signal?: AbortSignal } = {},
): Promise<{ embeddings: number[][]; tokens: number }> {
  const embeddings: number[][] = [];
  let tokens = 0;
  for (let start = 0; start < texts.length; start += PER_CALL) {
    const values = texts.slice(start, start + PER_CALL);
    const result = await embedMany({
      model: modelOf(env, embedder),
      values,
      ...(options.dimensions ? { dimensions: options.dimensions } : {}),
      maxParallelCalls: 2,
      abortSignal: options.signal,
      providerOptions: {
        google: {
          taskType: options.purpose === 'query' ? 'RETRIEVAL_QUERY' : 'RETRIEVAL_DOCUMENT',
        },
      },
    });
    embeddings.push(...result.embeddings);
    tokens += result.usage?.tokens || estimatedTokens(values);
  }
  return { embeddings, tokens };
}

/**
 * Embeds texts through the AI SDK's `embedMany` with `EMBEDDING_DIMENSIONS` dimensions, as
 * unit vectors, with the tokens the provider counted (estimated for Gemini, which counts none).
 * `purpose` is Gemini's task type: passages are stored as documents, a question as a query.
 *
 * @example const { vectors, tokens } = await embedTexts(env, embedder, ['…'], 'document')
 */
export async function embedTexts(
  env: Env,
  embedder: Embedder,
  texts: string[],
  purpose: 'document' | 'query',
  signal?: AbortSignal,
): Promise<{ vectors: Float32Array[]; tokens: number }> {
  const { embeddings, tokens } = await embedRaw(env, embedder, texts, {
    dimensions: EMBEDDING_DIMENSIONS,
    purpose,
    signal,
  });
  return { vectors: embeddings.map(normalized), tokens };
}
