// Tool calls on the OpenAI chat-completions wire (`fake:tool=NAME`): one JSON completion with
// `message.tool_calls`, or as OpenAI streams them:
// the first chunk names the call (`delta.tool_calls[{index, id, type: 'function', function:
// {name, arguments: ''}}]`), later chunks carry pieces of `function.arguments`, the last chunk
// has `finish_reason: 'tool_calls'`, then the usage chunk and `data: [DONE]`.
import { sse } from './fake-server.mjs';

const same = (a, b) => a.replace(/-/g, '_') === b.replace(/-/g, '_');

/** The offered tool the script names (exactly, or as the end of a prefixed name). */
function offeredTool(body, wanted) {
  const names = (body?.tools ?? []).map((tool) => tool?.function?.name).filter(Boolean);
  return names.find(
    (name) => same(name, wanted) || same(name.slice(-wanted.length - 1), `_${wanted}`),
  );
}

/** The messages after the last user message: the tool steps of this answer so far. */
function stepsSoFar(body) {
  const messages = body?.messages ?? [];
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  return messages.slice(lastUser + 1);
}

/**
 * Answers with a tool call when the script asks for one and fewer than `toolSteps` calls were
 * made since the question; returns false to let the caller answer in text. After a tool step the
 * text answer says what the tool gave back (`Tool said: …`) unless the script fixed the text.
 * `thinking`: a reasoning model's pieces, streamed as `delta.reasoning_content` before the call.
 */
export async function handleToolCall({ res, body, script }, base, usage, thinking = []) {
  const steps = stepsSoFar(body);
  const lastTool = steps.findLast((m) => m.role === 'tool');
  if (lastTool && !script.textFixed) {
    const content =
      typeof lastTool.content === 'string' ? lastTool.content : JSON.stringify(lastTool.content);
    script.chunks = ['Tool said: ', ...(content.match(/[\s\S]{1,16}/g) ?? [])];
  }
  if (!script.tool) return false;
  const made = steps.filter((m) => m.role === 'assistant' && m.tool_calls?.length).length;
  const toolSteps = script.toolSteps ?? 1;
  // `fake:then=NAME`: one more call, of another tool, after the script's own.
  const then = made === toolSteps && script.thenTool;
  const name = offeredTool(body, then ? script.thenTool : script.tool);
  if (!name || made >= toolSteps + (script.thenTool ? 1 : 0)) return false;
  const id = `call_fake${made + 1}${Math.random().toString(36).slice(2, 10)}`;
  const args = (then ? script.thenArgs : script.toolArgs) ?? '{}';
  if (!body?.stream) {
    // One JSON completion: the call whole in `message.tool_calls`.
    const call = { id, type: 'function', function: { name, arguments: args } };
    const message = { role: 'assistant', content: null, tool_calls: [call] };
    const choice = { index: 0, message, logprobs: null, finish_reason: 'tool_calls' };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [choice], usage }));
    return true;
  }
  const chunk = (delta, finish = null) => ({
    ...base,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const piece of thinking) res.write(sse(chunk({ reasoning_content: piece, content: null })));
  res.write(
    sse(
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }],
      }),
    ),
  );
  for (const piece of args.match(/[\s\S]{1,8}/g) ?? []) {
    res.write(sse(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] })));
  }
  res.write(sse(chunk({}, 'tool_calls')));
  if (body?.stream_options?.include_usage) res.write(sse({ ...base, choices: [], usage }));
  res.end(sse('[DONE]'));
  return true;
}
