// Embeddings on the real wires: OpenAI `POST /v1/embeddings` (body {model, input, dimensions?,
// encoding_format?} → {object: 'list', data: [{object: 'embedding', index, embedding}], model,
// usage: {prompt_tokens, total_tokens}}) and Gemini `POST /v1beta/models/{m}:batchEmbedContents`
// ({requests: [{model, content: {parts: [{text}]}, outputDimensionality?, taskType?}]} →
// {embeddings: [{values}]}) and `:embedContent` ({content, …} → {embedding: {values}}).
// The vectors are deterministic and mean something: a hashed bag of words (each word's light
// stem and its character trigrams add to a few dimensions), so texts sharing words point the same
// way and a retrieval test can tell a good ranking from a bad one.

const STOP = new Set(
  'a an the and or of to in on at for by with from is are was were be do does what which who how when where why it this that these those as i you we they my our your not no if can'.split(
    ' ',
  ),
);

/** FNV-1a, 32 bits. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A unit vector of `dimensions` for a text. */
export function fakeEmbedding(text, dimensions) {
  const vector = new Array(dimensions).fill(0);
  const add = (feature, weight) => {
    const h = hash(feature);
    vector[h % dimensions] += h & 0x80000000 ? -weight : weight;
  };
  const words = (
    String(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((word) => word.length > 1 && !STOP.has(word));
  for (const word of words) {
    const stem = word.length > 5 ? word.slice(0, 5) : word;
    add(`w:${stem}`, 1);
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) add(`t:${padded.slice(i, i + 3)}`, 0.3);
  }
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / norm);
}

/** Tokens as OpenAI would count them, roughly: four characters each. */
const tokensOf = (texts) =>
  texts.reduce((sum, text) => sum + Math.ceil(String(text).length / 4), 0);

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** OpenAI's embeddings endpoint; true when it answered. */
export function handleOpenAIEmbeddings({ res, path, body }) {
  if (!path.endsWith('/embeddings')) return false;
  const input = body?.input;
  const texts = typeof input === 'string' ? [input] : Array.isArray(input) ? input : null;
  if (!body?.model || !texts || texts.some((text) => typeof text !== 'string' || !text)) {
    json(res, 400, {
      error: {
        message: "'input' : input must be a non-empty string or array",
        type: 'invalid_request_error',
        param: 'input',
        code: null,
      },
    });
    return true;
  }
  const dimensions = body.dimensions ?? (body.model.includes('large') ? 3072 : 1536);
  const tokens = tokensOf(texts);
  json(res, 200, {
    object: 'list',
    data: texts.map((text, index) => {
      const embedding = fakeEmbedding(text, dimensions);
      return {
        object: 'embedding',
        index,
        embedding:
          body.encoding_format === 'base64'
            ? Buffer.from(new Float32Array(embedding).buffer).toString('base64')
            : embedding,
      };
    }),
    model: body.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  });
  return true;
}

const textOf = (content) => (content?.parts ?? []).map((part) => part.text ?? '').join(' ');

/** Gemini's `:batchEmbedContents` and `:embedContent`; true when it answered. */
export function handleGeminiEmbeddings({ res, path, body }) {
  if (path.includes(':batchEmbedContents')) {
    const requests = body?.requests;
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > 100) {
      json(res, 400, {
        error: {
          code: 400,
          message: 'Invalid value at requests: 1 to 100 requests',
          status: 'INVALID_ARGUMENT',
        },
      });
      return true;
    }
    json(res, 200, {
      embeddings: requests.map((request) => ({
        values: fakeEmbedding(textOf(request.content), request.outputDimensionality ?? 3072),
      })),
    });
    return true;
  }
  if (path.includes(':embedContent')) {
    json(res, 200, {
      embedding: {
        values: fakeEmbedding(textOf(body?.content), body?.outputDimensionality ?? 3072),
      },
    });
    return true;
  }
  return false;
}
