// The shared core of the provider wire fakes: a plain Node HTTP server that records requests,
// reads a script (defaults, `script()` overrides, or `fake:key=value` directives in the prompt)
// and lets each provider module write its own wire format. Loopback only, no dependencies.
import { createServer } from 'node:http';
import { echoAnswer, lastQuestion, wordChunks } from './echo-answer.mjs';
import { listenOnLoopback } from './listen.mjs';

/**
 * @typedef {object} FakeScript
 * @property {string[]} [chunks] text pieces streamed in order
 * @property {number} [delayMs] wait before each chunk
 * @property {number} [failStatus] answer this HTTP status with a JSON error instead
 * @property {number} [cutAfter] destroy the socket after this many chunks (a cut stream)
 * @property {number} [errorAt] after this many chunks, send the provider's in-stream error event
 *   and end the stream (providers whose fake gives `stream` an error frame)
 * @property {number} [inputTokens] reported input tokens (default 12)
 * @property {number} [outputTokens] reported output tokens (default: number of chunks)
 * @property {string} [hold] hold the last chunk until `POST /__fake/release/<hold>` (a test's
 *   condition, not a timer, decides when the stream ends)
 * @property {string} [tool] call the offered tool whose name is or ends with `_<tool>` (`-` and
 *   `_` alike) instead of answering, in the provider's tool-call wire format (OpenAI for now)
 * @property {string} [toolArgs] that call's arguments, a JSON text (`fake:args=<hex of JSON>`)
 * @property {number} [toolSteps] calls in a row before the answer in text (default 1)
 * @property {string} [thenTool] another tool called once after those (`fake:then=NAME`)
 * @property {string} [thenArgs] its arguments, a JSON text (`fake:thenargs=<hex of JSON>`)
 * @property {boolean} [echoSystem] answer with the request's system text (`fake:echosystem=1`),
 *   so a test sees what the model was told (OpenAI fake)
 * @property {boolean} [echo] answer with a markdown reply quoting the question (echo-answer.mjs),
 *   word by word, instead of the default chunks (for people trying the product by hand)
 * @property {string[]} [reasoning] thinking pieces streamed before the answer, in the provider's
 *   reasoning format, when the request asks for thinking (`reasoning_effort`, Anthropic's
 *   `thinking`, Gemini's `includeThoughts`); default `defaultReasoning`
 * @property {number} [reasoningTokens] reported thinking tokens (default: number of pieces)
 * @property {string} [holdThinking] hold the last thinking piece until
 *   `POST /__fake/release/<holdThinking>` (a test sees the answer still thinking)
 */

const defaultChunks = ['Hello', ', ', 'world', '!'];
/** What a reasoning model thinks unless scripted: short, so tests can read it whole. */
export const defaultReasoning = ['Let me think', ' about the greeting', ' first.'];

/** Reads `fake:key=value` directives from a prompt text, e.g. `fake:cut=2 fake:delay=30`. */
export function directivesOf(text) {
  /** @type {FakeScript} */
  const script = {};
  for (const [, key, value] of String(text).matchAll(/fake:(\w+)=([\w.]+)/g)) {
    const n = Number(value);
    if (key === 'chunks') script.chunks = Array.from({ length: n }, (_, i) => `w${i + 1} `);
    // The answer's exact text, hex-encoded UTF-8 (directive values are word characters only).
    if (key === 'text')
      script.chunks =
        Buffer.from(value, 'hex')
          .toString('utf8')
          .match(/[\s\S]{1,16}/g) ?? [];
    if (key === 'text' || key === 'chunks') script.textFixed = true;
    if (key === 'delay') script.delayMs = n;
    if (key === 'fail') script.failStatus = n;
    if (key === 'cut') script.cutAfter = n;
    if (key === 'errorat') script.errorAt = n;
    if (key === 'input') script.inputTokens = n;
    if (key === 'output') script.outputTokens = n;
    if (key === 'hold') script.hold = value;
    if (key === 'tool') script.tool = value;
    if (key === 'args') script.toolArgs = Buffer.from(value, 'hex').toString('utf8');
    if (key === 'toolsteps') script.toolSteps = n;
    if (key === 'then') script.thenTool = value;
    if (key === 'thenargs') script.thenArgs = Buffer.from(value, 'hex').toString('utf8');
    if (key === 'echosystem') script.echoSystem = true;
    if (key === 'think') script.reasoning = Array.from({ length: n }, (_, i) => `t${i + 1} `);
    if (key === 'thinktext')
      script.reasoning =
        Buffer.from(value, 'hex')
          .toString('utf8')
          .match(/[\s\S]{1,16}/g) ?? [];
    if (key === 'holdthink') script.holdThinking = value;
    if (key === 'thinktokens') script.reasoningTokens = n;
  }
  return script;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Named gates a held stream waits at; released by `POST /__fake/release/<name>`, once. */
function gates() {
  const open = new Map();
  const gate = (name) => {
    if (!open.has(name)) {
      let release;
      const passed = new Promise((resolve) => {
        release = resolve;
      });
      open.set(name, { passed, release });
    }
    return open.get(name);
  };
  return gate;
}

/**
 * Starts a fake. `handle(ctx)` writes the provider's wire format using `ctx.stream(...)`.
 * @param {FakeScript} defaults
 * @param {(ctx: object) => Promise<void> | void} handle
 * @param {{ port?: number }} [listen] a fixed loopback port (default: any free one)
 */
export async function startFake(defaults, handle, listen = {}) {
  /** @type {{method: string, path: string, headers: object, body: unknown}[]} */
  const requests = [];
  let overrides = {};
  const gate = gates();
  const server = createServer(async (req, res) => {
    const parts = [];
    for await (const part of req) parts.push(part);
    const raw = Buffer.concat(parts).toString('utf8');
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const path = req.url ?? '/';
    // What the fake has received, for callers in another process (e.g. tests inside workerd).
    if (path === '/__fake/requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(requests.map(({ method, path, body }) => ({ method, path, body }))));
      return;
    }
    if (path.startsWith('/__fake/release/')) {
      gate(decodeURIComponent(path.slice('/__fake/release/'.length))).release();
      res.writeHead(204);
      res.end();
      return;
    }
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    const promptText = JSON.stringify(body ?? '');
    /** @type {Required<Pick<FakeScript, 'chunks' | 'delayMs' | 'inputTokens'>> & FakeScript} */
    const script = {
      chunks: defaults.echo ? wordChunks(echoAnswer(lastQuestion(body))) : defaultChunks,
      delayMs: 0,
      inputTokens: 12,
      ...defaults,
      ...overrides,
      ...directivesOf(lastUserText(body) || promptText),
    };
    const outputTokens = script.outputTokens ?? script.chunks.length;
    const reasoning = script.reasoning ?? defaultReasoning;
    const reasoningTokens = script.reasoningTokens ?? reasoning.length;
    if (script.failStatus) {
      res.writeHead(script.failStatus, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'fake provider failure', type: 'server_error' } }),
      );
      return;
    }
    /**
     * Streams SSE frames: `head`, the thinking (`thinking.perChunk(piece)` per reasoning piece,
     * then `thinking.end`) when given, `perChunk(chunk, index)` per chunk, then `tail`; or, with
     * `fake:errorat=N`, `errorFrame` after N chunks instead of the rest.
     */
    const stream = async (head, perChunk, tail, errorFrame, thinking) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const frame of head) res.write(frame);
      if (thinking) {
        for (const [index, piece] of reasoning.entries()) {
          if (script.delayMs) await sleep(script.delayMs);
          if (script.holdThinking && index === reasoning.length - 1) {
            await gate(script.holdThinking).passed;
          }
          if (res.destroyed) return;
          res.write(thinking.perChunk(piece, index));
        }
        for (const frame of thinking.end) res.write(frame);
      }
      for (const [index, chunk] of script.chunks.entries()) {
        if (script.cutAfter !== undefined && index >= script.cutAfter) {
          // Let what was written reach the client, then drop the connection without an ending.
          await new Promise((resolve) => res.write('', () => setTimeout(resolve, 20)));
          res.socket?.destroy();
          return;
        }
        if (errorFrame && script.errorAt !== undefined && index >= script.errorAt) {
          res.end(errorFrame);
          return;
        }
        if (script.delayMs) await sleep(script.delayMs);
        if (script.hold && index === script.chunks.length - 1) await gate(script.hold).passed;
        if (res.destroyed) return;
        res.write(perChunk(chunk, index));
      }
      for (const frame of tail) res.write(frame);
      res.end();
    };
    // `held(name)`: resolves once `POST /__fake/release/<name>` came (for answers that are not streams).
    const held = (name) => gate(name).passed;
    await handle({
      req,
      res,
      path,
      body,
      script,
      outputTokens,
      reasoning,
      reasoningTokens,
      stream,
      held,
    });
  });
  return {
    url: await listenOnLoopback(server, listen.port),
    requests,
    /** Replaces the scripted defaults for later requests (prompt directives still win). */
    script(next) {
      overrides = next ?? {};
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

/** The last user text of an OpenAI (chat or Responses), Anthropic or Gemini request body. */
function lastUserText(body) {
  if (!body || typeof body !== 'object') return '';
  const list = body.messages ?? body.contents ?? body.input ?? [];
  const users = Array.isArray(list) ? list.filter((m) => m.role === 'user') : [];
  return JSON.stringify(users.at(-1) ?? '');
}

export const sse = (data, event) =>
  `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
