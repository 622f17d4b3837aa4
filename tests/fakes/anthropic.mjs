// Fake Anthropic messages API: `POST /v1/messages` with the named SSE events message_start,
// content_block_start/delta/stop, message_delta (stop_reason, usage) and message_stop.
import { sse, startFake } from './fake-server.mjs';

/** @param {import('./fake-server.mjs').FakeScript} [opts] */
export function startFakeAnthropic(opts = {}) {
  return startFake(opts, async ({ res, path, body, script, outputTokens, stream }) => {
    if (!path.endsWith('/messages')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: path } }));
      return;
    }
    const message = {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      content: [],
      model: body?.model ?? 'claude-fake',
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: script.inputTokens, output_tokens: 1 },
    };
    await stream(
      [
        sse({ type: 'message_start', message }, 'message_start'),
        sse(
          { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
          'content_block_start',
        ),
        sse({ type: 'ping' }, 'ping'),
      ],
      (text) =>
        sse(
          { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
          'content_block_delta',
        ),
      [
        sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
        sse(
          {
            type: 'message_delta',
            delta: { stop_reason: 'end_turn', stop_sequence: null },
            usage: { output_tokens: outputTokens },
          },
          'message_delta',
        ),
        sse({ type: 'message_stop' }, 'message_stop'),
      ],
    );
  });
}
