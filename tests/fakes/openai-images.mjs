// Fake OpenAI Images API: `POST /v1/images/generations` (JSON) and `POST /v1/images/edits`
// (multipart). gpt-image models answer `data[{b64_json}]` with `usage`; dall-e answers
// `data[{url, revised_prompt}]` unless `response_format: b64_json`, the url served by the fake
// itself (`GET /images/{name}.png`). `fake:fail=N` and `fake:refuse` in the prompt answer an
// error (a content-policy refusal for the latter); `fake:hold=<name>` holds the answer until
// `POST /__fake/release/<name>`. Errors use OpenAI's body `{error: {message, type, param, code}}`.
import { picturePng } from './png.mjs';

const colours = [
  [200, 60, 40],
  [40, 120, 200],
  [60, 170, 90],
  [220, 180, 40],
];

/** Size `WxH` of a request (default 1024x1024): the real size, so thumbnails are smaller. */
function pixelsOf(size) {
  const [w, h] = /^(\d+)x(\d+)$/
    .exec(String(size ?? ''))
    ?.slice(1)
    .map(Number) ?? [1024, 1024];
  return [Math.max(1, Math.min(w, 2048)), Math.max(1, Math.min(h, 2048))];
}

/**
 * Reads the named fields of a multipart body kept as text (files are not needed back). Image
 * parts are counted, with their declared types: OpenAI refuses any but PNG, JPEG and WebP.
 */
function multipartFields(raw) {
  const fields = { imageTypes: [] };
  for (const m of String(raw).matchAll(
    /name="([^"]+)"(?:; filename="[^"]*")?\r\n((?:[^\r\n]+\r\n)*)\r\n([\s\S]*?)\r\n--/g,
  )) {
    const [, name, headers, value] = m;
    if (name === 'image' || name === 'image[]') {
      fields.images = (fields.images ?? 0) + 1;
      const type = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim();
      fields.imageTypes.push({ name, type: type ?? 'application/octet-stream' });
    } else fields[name] = value;
  }
  return fields;
}

const EDITABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** OpenAI's 400 for an image part of another type, named as it names it (`image[0]`, …). */
function refuseImageType(res, imageTypes) {
  const index = imageTypes.findIndex(({ type }) => !EDITABLE_TYPES.includes(type));
  if (index < 0) return false;
  const { name, type } = imageTypes[index];
  const param = name === 'image[]' ? `image[${index}]` : 'image';
  return sendError(
    res,
    400,
    `Invalid file '${param}': unsupported mimetype ('${type}'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.`,
    'invalid_request_error',
    param,
    'unsupported_file_mimetype',
  );
}

/** Writes OpenAI's error body; answers true (the request is handled). */
const sendError = (res, status, message, type, param = null, code = null) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param, code } }));
  return true;
};

/** The images routes; answers true when it handled the request. */
export function handleImages({ req, res, path, body, script, held }, baseUrl, served) {
  const png = /\/images\/(\w+)\.png$/.exec(path);
  if (req.method === 'GET' && png) {
    const bytes = served.get(png[1]);
    if (!bytes) return sendError(res, 404, 'expired', 'invalid_request_error');
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
    res.end(bytes);
    return true;
  }
  const edit = path.endsWith('/images/edits');
  if (!edit && !path.endsWith('/images/generations')) return false;
  const fields = edit ? multipartFields(body) : (body ?? {});
  const model = String(fields.model ?? 'dall-e-2');
  const n = Number(fields.n ?? 1);
  const prompt = String(fields.prompt ?? '');
  if (!prompt)
    return sendError(
      res,
      400,
      "Missing required parameter: 'prompt'.",
      'invalid_request_error',
      'prompt',
      'missing_required_parameter',
    );
  if (model === 'dall-e-3' && n !== 1) {
    return sendError(
      res,
      400,
      'You must provide n=1 for this model.',
      'invalid_request_error',
      'n',
      null,
    );
  }
  const failStatus = Number(/fake:fail=(\d+)/.exec(prompt)?.[1] ?? 0);
  if (failStatus) return sendError(res, failStatus, 'fake provider failure', 'server_error');
  if (/fake:refuse/.test(prompt)) {
    return sendError(
      res,
      400,
      'Your request was rejected as a result of our safety system.',
      'image_generation_user_error',
      null,
      'content_policy_violation',
    );
  }
  if (edit && !fields.images)
    return sendError(
      res,
      400,
      "Missing required parameter: 'image'.",
      'invalid_request_error',
      'image',
      'missing_required_parameter',
    );
  if (edit && refuseImageType(res, fields.imageTypes)) return true;
  const [w, h] = pixelsOf(fields.size);
  const images = Array.from({ length: n }, (_, i) =>
    picturePng(w, h, colours[(i + (edit ? 1 : 0)) % colours.length]),
  );
  const gptImage = model.startsWith('gpt-image');
  const asUrl = !gptImage && fields.response_format !== 'b64_json';
  const data = images.map((bytes) => {
    if (!asUrl)
      return {
        b64_json: bytes.toString('base64'),
        ...(gptImage ? {} : { revised_prompt: prompt }),
      };
    const name = `img${served.size + 1}`;
    served.set(name, bytes);
    return { url: `${baseUrl()}/images/${name}.png`, revised_prompt: prompt };
  });
  const answer = () => {
    res.end(
      JSON.stringify({
        created: Math.floor(Date.now() / 1000),
        data,
        ...(gptImage
          ? {
              background: 'opaque',
              output_format: 'png',
              quality: 'medium',
              size: fields.size ?? '1024x1024',
              usage: {
                input_tokens: 50,
                output_tokens: 1056 * n,
                total_tokens: 50 + 1056 * n,
                input_tokens_details: { image_tokens: edit ? 323 : 0, text_tokens: 50 },
              },
            }
          : {}),
      }),
    );
  };
  // `fake:hold=<name>`: the answer's body waits for `POST /__fake/release/<name>` (a test's
  // condition); its status line and headers go out at once, as a slow image model's do.
  res.writeHead(200, { 'content-type': 'application/json' });
  if (script?.hold && held) {
    res.flushHeaders();
    held(script.hold).then(answer);
  } else answer();
  return true;
}
