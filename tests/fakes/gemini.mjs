// Fake Google Gemini: `POST /v1beta/models/{model}:streamGenerateContent?alt=sse`, each chunk a
// GenerateContentResponse, the last with finishReason STOP and usageMetadata; and image models'
// `:generateContent` (gemini-images.mjs).

import { handleGeminiEmbeddings } from './embeddings.mjs';
import { sse, startFake } from './fake-server.mjs';
import { handleGeminiImage } from './gemini-images.mjs';

/**
 * @param {import('./fake-server.mjs').FakeScript} [opts]
 * @param {{ port?: number }} [listen] a fixed loopback port (default: any free one)
 */
export function startFakeGemini(opts = {}, listen = {}) {
  return startFake(
    opts,
    async ({ res, path, body, script, outputTokens, reasoningTokens, stream }) => {
      if (handleGeminiImage({ res, path, body })) return;
      if (handleGeminiEmbeddings({ res, path, body })) return;
      const model = /models\/([^:]+):/.exec(path)?.[1] ?? 'gemini-fake';
      if (!path.includes(':streamGenerateContent')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 404, message: `no route ${path}` } }));
        return;
      }
      // Thoughts are shown when asked (`thinkingConfig.includeThoughts`): parts with
      // `thought: true` before the answer's, counted in `thoughtsTokenCount` (not in
      // `candidatesTokenCount`).
      const thinks = body?.generationConfig?.thinkingConfig?.includeThoughts === true;
      const thought = thinks ? reasoningTokens : 0;
      const usageMetadata = {
        promptTokenCount: script.inputTokens,
        candidatesTokenCount: outputTokens,
        totalTokenCount: script.inputTokens + outputTokens + thought,
        ...(thinks ? { thoughtsTokenCount: thought } : {}),
      };
      const candidate = (text, finishReason, isThought = false) => ({
        candidates: [
          {
            content: { parts: [{ text, ...(isThought ? { thought: true } : {}) }], role: 'model' },
            index: 0,
            ...(finishReason && { finishReason }),
          },
        ],
        modelVersion: model,
      });
      await stream(
        [],
        (text) => sse(candidate(text)),
        [sse({ ...candidate('', 'STOP'), usageMetadata })],
        undefined,
        thinks
          ? { perChunk: (piece) => sse(candidate(piece, undefined, true)), end: [] }
          : undefined,
      );
    },
    listen,
  );
}
