// Fake OpenAI chat completions (`POST /v1/chat/completions`), streaming SSE with the final
// usage chunk (`stream_options.include_usage`) and `data: [DONE]`, or one JSON completion.

import { handleOpenAIEmbeddings } from './embeddings.mjs';
import { sse, startFake } from './fake-server.mjs';
import { handleAudio } from './openai-audio.mjs';
import { handleImages } from './openai-images.mjs';
import { handleResponses } from './openai-responses.mjs';
import { handleToolCall } from './openai-tools.mjs';

/** The system (or developer) messages' text of a chat-completions body, joined. */
function systemText(body) {
  return (body?.messages ?? [])
    .filter((m) => m.role === 'system' || m.role === 'developer')
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
}

/**
 * @param {import('./fake-server.mjs').FakeScript} [opts]
 * @param {{ port?: number }} [listen] a fixed loopback port (default: any free one)
 */
export async function startFakeOpenAI(opts = {}, listen = {}) {
  /** Images the fake serves by URL (dall-e's `url` answers), by name. */
  const served = new Map();
  const fake = await startFake(
    opts,
    async (ctx) => {
      const { res, path, body, script, outputTokens, reasoning, reasoningTokens, stream } = ctx;
      if (handleImages(ctx, () => fake.url, served)) return;
      if (handleAudio(ctx)) return;
      if (handleOpenAIEmbeddings(ctx)) return;
      if (await handleResponses(ctx)) return;
      if (!path.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${path}` } }));
        return;
      }
      const model = body?.model ?? 'fake';
      const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model };
      // A reasoning model thinks when asked (`reasoning_effort`) or when the prompt scripts it
      // (a DeepSeek-R1-like server thinks always): `delta.reasoning_content` before the answer,
      // its tokens counted in `completion_tokens` and told in `completion_tokens_details`.
      const thinks = body?.reasoning_effort != null || script.reasoning !== undefined;
      const thought = thinks ? reasoningTokens : 0;
      const usage = {
        prompt_tokens: script.inputTokens,
        completion_tokens: outputTokens + thought,
        total_tokens: script.inputTokens + outputTokens + thought,
        ...(thinks ? { completion_tokens_details: { reasoning_tokens: thought } } : {}),
      };
      if (await handleToolCall(ctx, base, usage, thinks ? reasoning : [])) return;
      // In a code fence, so a page shows it as it came (tags and all) rather than as markdown.
      if (script.echoSystem) {
        const fenced = ['```', systemText(body) || '(no system)', '```'].join('\n');
        script.chunks = fenced.match(/[\s\S]{1,16}/g) ?? [];
      }
      if (!body?.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                message: {
                  role: 'assistant',
                  content: script.chunks.join(''),
                  ...(thinks ? { reasoning_content: reasoning.join('') } : {}),
                },
                finish_reason: 'stop',
              },
            ],
            usage,
          }),
        );
        return;
      }
      const choice = (delta, finish = null) => ({
        ...base,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
      await stream(
        [sse(choice({ role: 'assistant', content: '' }))],
        (text) => sse(choice({ content: text })),
        [
          sse(choice({}, 'stop')),
          ...(body?.stream_options?.include_usage ? [sse({ ...base, choices: [], usage })] : []),
          sse('[DONE]'),
        ],
        // What OpenAI sends when a streamed completion fails after it began.
        sse({
          error: {
            message: 'The server had an error while processing your request.',
            type: 'server_error',
            param: null,
            code: null,
          },
        }),
        thinks
          ? {
              perChunk: (piece) => sse(choice({ reasoning_content: piece, content: null })),
              end: [],
            }
          : undefined,
      );
    },
    listen,
  );
  return fake;
}
