// Reading streamed answers for benches: the fake provider directly, or the api's SSE.

/**
 * Reads an SSE response; returns the arrival time of each delta frame and the text they carry
 * (`textOf(frame)` extracts it, or returns null for frames that are not deltas).
 */
export async function readDeltas(res, textOf) {
  const times = [];
  let text = '';
  /** The `event: error` frames' data, if any: an answer that ended in an error. */
  const failures = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    const now = performance.now();
    for (const frame of frames) {
      if (frame.includes('event: error')) failures.push(/^data: (.*)$/m.exec(frame)?.[1] ?? '');
      const piece = textOf(frame);
      if (piece === null) continue;
      times.push(now);
      text += piece;
    }
  }
  return { times, text, failures };
}

/** The delta text of an OpenAI chat-completions chunk frame, or null. */
export function openAiDelta(frame) {
  const data = /^data: (\{.*\})$/m.exec(frame)?.[1];
  if (!data) return null;
  const piece = JSON.parse(data).choices?.[0]?.delta?.content;
  return typeof piece === 'string' && piece ? piece : null;
}

/** The text of the api's `event: delta` frame, or null. */
export function apiDelta(frame) {
  if (!frame.includes('event: delta')) return null;
  const data = /^data: (.*)$/m.exec(frame)?.[1];
  return data ? JSON.parse(data).text : null;
}

/** The value at quantile `q` (0…1) of ascending `sorted`. */
export const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Gaps between consecutive arrival times, ascending. */
export const gapsOf = (times) =>
  times
    .slice(1)
    .map((t, i) => t - times[i])
    .sort((a, b) => a - b);

/** One streamed completion straight from the fake OpenAI server. */
export async function directStream(fakeUrl) {
  const start = performance.now();
  const res = await fetch(`${fakeUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'bench' }],
    }),
  });
  if (!res.ok) throw new Error(`fake answered ${res.status}`);
  return { start, ...(await readDeltas(res, openAiDelta)) };
}

/** One answer streamed through the api (`POST /v1/openai/gpt/gpt-mini`, `X-Stream: true`). */
export async function apiStream(base, token, requestId = crypto.randomUUID()) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: 'bench' }]));
  form.set('requestId', requestId);
  const start = performance.now();
  const res = await fetch(`${base}/v1/openai/gpt/gpt-mini?timestamp=${Date.now()}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, 'X-Stream': 'true' },
  });
  if (!res.ok) throw new Error(`api answered ${res.status}: ${await res.text()}`);
  return { start, requestId, ...(await readDeltas(res, apiDelta)) };
}
