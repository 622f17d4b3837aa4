// Fake Gemini image generation (`gemini-2.5-flash-image`, "Nano Banana"): the non-streaming
// `POST /v1beta/models/{model}:generateContent` with `generationConfig.responseModalities
// ["IMAGE"]` and `imageConfig.aspectRatio`, answered as Google does: a candidate whose parts
// carry `inlineData {mimeType, data}` (base64 PNG) at the ratio's real size, and usageMetadata
// with image tokens. `fake:refuse` answers a blocked prompt (`promptFeedback.blockReason`, no
// candidates, HTTP 200), as the real API does.
import { picturePng } from './png.mjs';

/** Output sizes of gemini-2.5-flash-image per aspect ratio (Google's image generation docs). */
const sizes = {
  '1:1': [1024, 1024],
  '2:3': [832, 1248],
  '3:2': [1248, 832],
  '3:4': [864, 1184],
  '4:3': [1184, 864],
  '4:5': [896, 1152],
  '5:4': [1152, 896],
  '9:16': [768, 1344],
  '16:9': [1344, 768],
  '21:9': [1536, 672],
};

/** Tokens Google bills per generated image of this model. */
const IMAGE_TOKENS = 1290;

/** Answers an image `:generateContent` call; false when the request is not one. */
export function handleGeminiImage({ res, path, body }) {
  const model = /models\/([^:/]+):generateContent/.exec(path)?.[1];
  if (!model) return false;
  const parts = body?.contents?.at(-1)?.parts ?? [];
  const prompt = parts.map((part) => part.text ?? '').join(' ');
  const inputs = parts.filter((part) => part.inlineData).length;
  const promptTokens = 8 + inputs * 258;
  const answer = (payload) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify({ ...payload, modelVersion: model, responseId: `fake-${Date.now()}` }));
    return true;
  };
  if (/fake:refuse/.test(prompt)) {
    return answer({
      promptFeedback: { blockReason: 'PROHIBITED_CONTENT' },
      usageMetadata: { promptTokenCount: promptTokens, totalTokenCount: promptTokens },
    });
  }
  const ratio = body?.generationConfig?.imageConfig?.aspectRatio ?? '1:1';
  const [width, height] = sizes[ratio] ?? sizes['1:1'];
  const png = picturePng(width, height, inputs > 0 ? [60, 90, 200] : [210, 150, 40]);
  return answer({
    candidates: [
      {
        content: {
          parts: [{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }],
          role: 'model',
        },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: promptTokens,
      candidatesTokenCount: IMAGE_TOKENS,
      totalTokenCount: promptTokens + IMAGE_TOKENS,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: promptTokens }],
      candidatesTokensDetails: [{ modality: 'IMAGE', tokenCount: IMAGE_TOKENS }],
    },
  });
}
