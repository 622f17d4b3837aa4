// Fake Google Gemini: `POST /v1beta/models/{model}:streamGenerateContent?alt=sse`, each chunk a
// GenerateContentResponse, the last with finishReason STOP and usageMetadata; and image models'
// `:generateContent` (gemini-images.mjs).
import { sse, startFake } from './fake-server.mjs';
import { handleGeminiImage } from './gemini-images.mjs';

/**
 * @param {import('./fake-server.mjs').FakeScript} [opts]
 * @param {{ port?: number }} [listen] a fixed loopback port (default: any free one)
 */
export function startFakeGemini(opts = {}, listen = {}) {
  return startFake(
    opts,
    async ({ res, path, body, script, outputTokens, stream }) => {
      if (handleGeminiImage({ res, path, body })) return;
      const model = /models\/([^:]+):/.exec(path)?.[1] ?? 'gemini-fake';
      if (!path.includes(':streamGenerateContent')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 404, message: `no route ${path}` } }));
        return;
      }
      const usageMetadata = {
        promptTokenCount: script.inputTokens,
        candidatesTokenCount: outputTokens,
        totalTokenCount: script.inputTokens + outputTokens,
      };
      const candidate = (text, finishReason) => ({
        candidates: [
          {
            content: { parts: [{ text }], role: 'model' },
            index: 0,
            ...(finishReason && { finishReason }),
          },
        ],
        modelVersion: model,
      });
      await stream([], (text) => sse(candidate(text)), [
        sse({ ...candidate('', 'STOP'), usageMetadata }),
      ]);
    },
    listen,
  );
}
