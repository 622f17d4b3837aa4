// Fake OpenAI Responses API (`POST /v1/responses`), streaming its typed SSE events
// (`event: response.created` … `response.completed`, each with a `sequence_number`), or one JSON
// response when `stream` is false. A reasoning request (`reasoning: {effort, summary}`) gets a
// `reasoning` output item first; with `summary` asked, its summary streams as
// `response.reasoning_summary_text.delta` events, and its tokens are counted in
// `usage.output_tokens_details.reasoning_tokens` either way.
import { sse } from './fake-server.mjs';

const failure = 'The server had an error while processing your request.';

/** Answers a Responses API call; false when `ctx.path` is not `/responses`. */
export async function handleResponses(ctx) {
  const { res, path, body, script, outputTokens, reasoning, reasoningTokens, stream } = ctx;
  if (!path.endsWith('/responses')) return false;
  const model = body?.model ?? 'fake';
  const thinks = body?.reasoning != null || script.reasoning !== undefined;
  const summarizes = thinks && body?.reasoning?.summary != null;
  const thought = thinks ? reasoningTokens : 0;
  const answer = script.chunks.join('');
  const summary = reasoning.join('');
  const response = { id: 'resp_fake', object: 'response', created_at: 1, model };
  const reasoningItem = (done) => ({
    id: 'rs_fake',
    type: 'reasoning',
    summary: done && summarizes ? [{ type: 'summary_text', text: summary }] : [],
  });
  const messageItem = (done) => ({
    id: 'msg_fake',
    type: 'message',
    status: done ? 'completed' : 'in_progress',
    role: 'assistant',
    content: done ? [{ type: 'output_text', text: answer, annotations: [] }] : [],
  });
  const output = [...(thinks ? [reasoningItem(true)] : []), messageItem(true)];
  const usage = {
    input_tokens: script.inputTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: outputTokens + thought,
    output_tokens_details: { reasoning_tokens: thought },
    total_tokens: script.inputTokens + outputTokens + thought,
  };
  if (!body?.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ...response, status: 'completed', output, usage }));
    return true;
  }

  // Sequence numbers in the order the events go out (the thinking and text pieces between).
  let seq = 0;
  const event = (type, fields) => sse({ type, sequence_number: seq++, ...fields }, type);
  const at = (type, fields, n) => sse({ type, sequence_number: n, ...fields }, type);
  const messageIndex = thinks ? 1 : 0;
  const messageStart = () => [
    event('response.output_item.added', { output_index: messageIndex, item: messageItem(false) }),
    event('response.content_part.added', {
      item_id: 'msg_fake',
      output_index: messageIndex,
      content_index: 0,
      part: { type: 'output_text', text: '', annotations: [] },
    }),
  ];
  const part = { item_id: 'rs_fake', output_index: 0, summary_index: 0 };
  const head = [
    event('response.created', { response: { ...response, status: 'in_progress', output: [] } }),
    event('response.in_progress', { response: { ...response, status: 'in_progress', output: [] } }),
    ...(thinks
      ? [event('response.output_item.added', { output_index: 0, item: reasoningItem(false) })]
      : []),
    ...(summarizes
      ? [
          event('response.reasoning_summary_part.added', {
            ...part,
            part: { type: 'summary_text', text: '' },
          }),
        ]
      : thinks
        ? [event('response.output_item.done', { output_index: 0, item: reasoningItem(true) })]
        : []),
  ];
  const thinkingStart = seq;
  if (summarizes) seq += reasoning.length;
  const thinkingEnd = summarizes
    ? [
        event('response.reasoning_summary_text.done', { ...part, text: summary }),
        event('response.reasoning_summary_part.done', {
          ...part,
          part: { type: 'summary_text', text: summary },
        }),
        event('response.output_item.done', { output_index: 0, item: reasoningItem(true) }),
        ...messageStart(),
      ]
    : [];
  const start = summarizes ? [] : messageStart();
  const textStart = seq;
  seq += script.chunks.length;
  const text = { item_id: 'msg_fake', output_index: messageIndex, content_index: 0 };
  const tail = [
    event('response.output_text.done', { ...text, text: answer, logprobs: [] }),
    event('response.content_part.done', {
      ...text,
      part: { type: 'output_text', text: answer, annotations: [] },
    }),
    event('response.output_item.done', { output_index: messageIndex, item: messageItem(true) }),
    event('response.completed', { response: { ...response, status: 'completed', output, usage } }),
  ];
  await stream(
    [...head, ...start],
    (delta, index) =>
      at('response.output_text.delta', { ...text, delta, logprobs: [] }, textStart + index),
    tail,
    // What the Responses API sends when a streamed response fails after it began.
    at(
      'error',
      { code: 'server_error', message: failure, param: null },
      textStart + (script.errorAt ?? 0),
    ),
    summarizes
      ? {
          perChunk: (delta, index) =>
            at('response.reasoning_summary_text.delta', { ...part, delta }, thinkingStart + index),
          end: thinkingEnd,
        }
      : undefined,
  );
  return true;
}
