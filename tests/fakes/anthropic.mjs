// Fake Anthropic messages API: `POST /v1/messages` with the named SSE events message_start,
// content_block_start/delta/stop, message_delta (stop_reason, usage) and message_stop. With
// extended thinking on (`thinking: {type: 'enabled', budget_tokens}`), a `thinking` block comes
// first: `thinking_delta` pieces, then its `signature_delta`, before the text block.
import { createHash } from 'node:crypto';
import { sse, startFake } from './fake-server.mjs';

/** Anthropic's 400 for a request it refuses, e.g. a thinking budget out of range. */
function invalidRequest(res, message) {
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message } }));
}

/** @param {import('./fake-server.mjs').FakeScript} [opts] */
export function startFakeAnthropic(opts = {}) {
  return startFake(
    opts,
    async ({ res, path, body, script, outputTokens, reasoning, reasoningTokens, stream }) => {
      if (!path.endsWith('/messages')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: path } }),
        );
        return;
      }
      const thinking = body?.thinking?.type === 'enabled' ? body.thinking : undefined;
      if (thinking) {
        // As the API checks: at least 1,024 tokens, and fewer than max_tokens.
        const budget = thinking.budget_tokens;
        if (!Number.isInteger(budget) || budget < 1024) {
          invalidRequest(res, 'thinking.enabled.budget_tokens: Input should be >= 1024');
          return;
        }
        if (!(budget < body.max_tokens)) {
          invalidRequest(res, '`max_tokens` must be greater than `thinking.budget_tokens`.');
          return;
        }
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
      // The thinking block is index 0 when there is one; the text block follows it.
      const textIndex = thinking ? 1 : 0;
      // A stand-in for the opaque signature Anthropic checks when a block is sent back.
      const signature = createHash('sha256').update(reasoning.join('')).digest('base64');
      await stream(
        [
          sse({ type: 'message_start', message }, 'message_start'),
          ...(thinking ? [] : [textBlockStart(0)]),
        ],
        (text) =>
          sse(
            {
              type: 'content_block_delta',
              index: textIndex,
              delta: { type: 'text_delta', text },
            },
            'content_block_delta',
          ),
        [
          sse({ type: 'content_block_stop', index: textIndex }, 'content_block_stop'),
          sse(
            {
              type: 'message_delta',
              delta: { stop_reason: 'end_turn', stop_sequence: null },
              // Thinking tokens are billed as output: `output_tokens` counts them.
              usage: { output_tokens: outputTokens + (thinking ? reasoningTokens : 0) },
            },
            'message_delta',
          ),
          sse({ type: 'message_stop' }, 'message_stop'),
        ],
        undefined,
        thinking && {
          perChunk: (piece, index) =>
            (index === 0
              ? sse(
                  {
                    type: 'content_block_start',
                    index: 0,
                    content_block: { type: 'thinking', thinking: '', signature: '' },
                  },
                  'content_block_start',
                )
              : '') +
            sse(
              {
                type: 'content_block_delta',
                index: 0,
                delta: { type: 'thinking_delta', thinking: piece },
              },
              'content_block_delta',
            ),
          end: [
            sse(
              {
                type: 'content_block_delta',
                index: 0,
                delta: { type: 'signature_delta', signature },
              },
              'content_block_delta',
            ),
            sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
            textBlockStart(textIndex),
          ],
        },
      );
    },
  );
}

const textBlockStart = (index) =>
  sse(
    { type: 'content_block_start', index, content_block: { type: 'text', text: '' } },
    'content_block_start',
  ) + sse({ type: 'ping' }, 'ping');
