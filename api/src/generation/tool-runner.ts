import { holdKopecks, isPaid } from '../billing/cost';
import { bytesOf } from '../billing/input-bound';
import { growHold } from '../billing/money';
import type { BrowserRuns } from '../code-interpreter/browser-runs';
import { RUN_PYTHON } from '../code-interpreter/builtin-tool';
import type { OutputFile } from '../code-interpreter/output-files';
import type { Env } from '../env';
import { nowIso } from '../lib/time';
import { allowsLocal } from '../mcp/connect-check';
import {
  callToolWithProgress,
  capOutput,
  connectMcp,
  type McpProgress,
  readMcpApp,
  resultText,
  TOOL_CALL_TIMEOUT_MS,
} from '../mcp/mcp-client';
import { callWithOAuth } from '../mcp/oauth-call';
import { findServer, openHeaders, type ServerRow, toolsOf } from '../mcp/server-store';
import { keepToolImages, toolImagesOf } from '../mcp/tool-images';
import type { CatalogModel } from '../providers/catalog';
import type {
  PromptTool,
  ToolCallRequest,
  ToolCallResult,
  ToolRunner,
} from '../providers/tool-loop';
import { APPROVAL_TIMEOUT_MS, type Approvals } from './approvals';
import { BUILTIN_SERVER, type BuiltinTool } from './builtin-tool';
import { builtinTool } from './builtin-tools';
import type { EventLog } from './event-log';
import type { ToolCallRecord } from './finish-records';

/** What the model is told, in its language (English), when a call did not run or was cut. */
const TOLD = {
  denied: 'The person denied this tool call.',
  gone: 'This tool is no longer available.',
  timeout: `The tool did not answer within ${TOOL_CALL_TIMEOUT_MS / 1000} s and was cut off.`,
  truncated: '[The tool output was truncated at 100 KB.]',
  noBrowser: 'No browser of the person ran the code in time; it did not run.',
};

/** A long tool's progress reaches the stream at most this often (the last one always does). */
const PROGRESS_EVERY_MS = 250;

interface RunnerDeps {
  env: Env;
  requestId: string;
  userId: string;
  entityId: string;
  /** The answer's chat and message: images a tool returns are kept as its media (decision 171). */
  chatId: string;
  messageId: string;
  model: CatalogModel;
  /** The most input tokens the first step's prompt can be billed for (`inputTokenBound`). */
  inputTokens: number;
  /** Output tokens one step may be billed for (its thinking included). */
  outputTokens: number;
  tools: PromptTool[];
  log: EventLog;
  approvals: Approvals;
  browserRuns: BrowserRuns;
  /** The prompt holds knowledge passages (decision 163): text from outside the person. */
  readKnowledge: boolean;
}

/**
 * Runs the tool calls of one answer inside its Generation object (decision 144): each call is
 * announced (`tool-call`), waits for the person when its server asks for approval
 * (`tool-approval`, answered through `Approvals`), runs on the person's MCP server with the caps
 * (60 s, 100 KB), and its result is told (`tool-result`) and kept for the saved message. Each
 * model step after the first grows the answer's hold.
 */
export class GenerationToolRunner implements ToolRunner {
  readonly calls: ToolCallRecord[] = [];
  private running = 0;
  /** The model has read text the person did not write: knowledge, or a tool's result. */
  private readOutside: boolean;

  constructor(private readonly deps: RunnerDeps) {
    this.readOutside = deps.readKnowledge;
  }

  /** While a call runs or waits, the provider's silence is not a failure. */
  isWaiting = () => this.running > 0;

  async beforeStep(): Promise<boolean> {
    const { env, model, requestId, entityId, userId, inputTokens, outputTokens } = this.deps;
    if (!isPaid(model)) return true;
    // A later step also reads the calls made so far and their results, held at their bytes.
    const calls = bytesOf(JSON.stringify(this.calls.map(({ input, output }) => [input, output])));
    return growHold(env.DB, {
      requestId,
      entityId,
      userId,
      amount: holdKopecks(model, inputTokens + calls, outputTokens),
      now: nowIso(),
    });
  }

  async run(call: ToolCallRequest, signal: AbortSignal): Promise<ToolCallResult> {
    this.running++;
    try {
      return await this.runCounted(call, signal);
    } finally {
      this.running--;
    }
  }

  private async runCounted(call: ToolCallRequest, signal: AbortSignal): Promise<ToolCallResult> {
    const { env, log, userId, entityId } = this.deps;
    const tool = this.deps.tools.find((offered) => offered.name === call.name);
    const shown = { id: call.id, server: tool?.serverName ?? '', tool: tool?.tool ?? call.name };
    log.append('tool-call', { ...shown, input: call.input });
    // How long the tool ran, told with its result: a wait for the person's approval is not counted.
    let started = Date.now();
    const approved = async () => {
      const yes = await this.approved(call, shown, signal);
      started = Date.now();
      return yes;
    };
    // A built-in tool runs here (decision 158) or in the person's browser (`run_python`,
    // decision 156); any other is its MCP server's.
    const builtin = tool?.serverId === BUILTIN_SERVER;
    // From D1, or the owner's object once their servers moved (decision 205).
    const found =
      tool && !builtin ? await findServer(env, tool.serverId, { userId, entityId }) : null;
    const server = found?.enabled === 1 ? found : null;
    let result: ToolCallResult;
    const own = builtin ? builtinTool(tool.tool) : undefined;
    // Decision 196: after outside text, `remember` waits for the person like an MCP call does.
    const asks = own?.approvalAfterOutsideText === true && this.readOutside;
    if (!own?.approvalAfterOutsideText) this.readOutside = true;
    if (builtin && tool.tool === RUN_PYTHON) result = await this.inBrowser(call, signal);
    else if (asks && !(await approved())) {
      result = { output: TOLD.denied, isError: true, denied: true };
    } else if (own) result = await this.runBuiltin(own, call.input, signal);
    else if (!tool || !server) result = { output: TOLD.gone, isError: true };
    else if (server.approval === 'always' && !(await approved())) {
      result = { output: TOLD.denied, isError: true, denied: true };
    } else result = await this.callServer(server, tool.tool, call, signal);
    const saved = {
      // A denied call never ran: it has no duration.
      ...(result.denied ? {} : { durationMs: Date.now() - started }),
      ...(result.memoryId ? { memoryId: result.memoryId } : {}),
      ...(result.files?.length ? { files: result.files } : {}),
      ...(result.app ? { app: result.app } : {}),
    };
    log.append('tool-result', {
      id: call.id,
      output: result.output,
      isError: result.isError,
      ...saved,
    });
    this.calls.push({
      ...shown,
      input: call.input,
      output: result.output,
      isError: result.isError,
      ...saved,
    });
    return result;
  }

  private async runBuiltin(
    builtin: BuiltinTool,
    input: unknown,
    signal: AbortSignal,
  ): Promise<ToolCallResult> {
    const { env, userId, requestId } = this.deps;
    try {
      return await builtin.run({ env, userId, requestId, input }, signal);
    } catch (error) {
      console.error('built-in tool failed', builtin.name, error);
      return { output: `The ${builtin.name} tool failed.`, isError: true };
    }
  }

  /**
   * `run_python` (decision 156): the person's browser runs it, seeing the `tool-call` event, and
   * posts the result; the api never runs code. It waits as an approval does.
   */
  private inBrowser(call: ToolCallRequest, signal: AbortSignal): Promise<ToolCallResult> {
    const { env, log, browserRuns, requestId } = this.deps;
    log.flush();
    const timeout = Number(env.TOOL_APPROVAL_TIMEOUT_MS) || APPROVAL_TIMEOUT_MS;
    return browserRuns.wait(requestId, call.id, signal, timeout, {
      output: TOLD.noBrowser,
      isError: true,
    });
  }

  private approved(
    call: ToolCallRequest,
    shown: { id: string; server: string; tool: string },
    signal: AbortSignal,
  ): Promise<boolean> {
    const { env, log, approvals, requestId } = this.deps;
    log.append('tool-approval', { ...shown, input: call.input });
    // Flushed now, so a reload finds the card even if nothing else is written for a while.
    log.flush();
    const timeout = Number(env.TOOL_APPROVAL_TIMEOUT_MS) || APPROVAL_TIMEOUT_MS;
    return approvals.wait(requestId, call.id, signal, timeout);
  }

  /**
   * Tells a running call's progress (`tool-progress`, decision 171): not more often than
   * PROGRESS_EVERY_MS, except a step that completes the total. The events stay in the log, so a
   * reader that resumes sees the latest.
   */
  private progressOf(id: string): (progress: McpProgress) => void {
    let last = 0;
    return (progress) => {
      const now = Date.now();
      const final = progress.total !== undefined && progress.progress >= progress.total;
      if (!final && now - last < PROGRESS_EVERY_MS) return;
      last = now;
      this.deps.log.append('tool-progress', { id, ...progress });
    };
  }

  /**
   * The raster images of a call's result, kept as the answer's media and shown in its card
   * (decision 171); the model gets only the line naming each. Failing to keep them does not fail
   * the call.
   */
  private async keepImages(tool: string, content: unknown): Promise<OutputFile[]> {
    const images = toolImagesOf(content);
    if (images.length === 0) return [];
    const { env, userId, chatId, messageId, requestId } = this.deps;
    try {
      return await keepToolImages(env, { userId, chatId, messageId, requestId }, tool, images);
    } catch (error) {
      console.error('keeping tool images failed', error);
      return [];
    }
  }

  private async callServer(
    server: ServerRow,
    name: string,
    { id, input }: ToolCallRequest,
    signal: AbortSignal,
  ): Promise<ToolCallResult> {
    const limit = AbortSignal.timeout(TOOL_CALL_TIMEOUT_MS);
    const both = AbortSignal.any([signal, limit]);
    // A protected server's tokens (decision 168), refreshed by the SDK and stored after the call.
    const oauth = await callWithOAuth(this.deps.env, server);
    try {
      const { client } = await connectMcp(
        {
          url: server.url,
          headers: await openHeaders(this.deps.env, server),
          allowLocal: allowsLocal(this.deps.env),
          authProvider: oauth.provider,
        },
        server.transport,
      );
      try {
        const args = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
        const result = await callToolWithProgress(client, {
          name,
          args,
          signal: both,
          onProgress: this.progressOf(id),
        });
        const text = resultText(result.content ?? result.toolResult);
        const files = await this.keepImages(name, result.content);
        // A tool with an MCP App (decision 171): its view is read now, on the same session.
        const appUri = toolsOf(server).find((tool) => tool.name === name)?.appUri;
        const app =
          appUri && result.isError !== true ? await readMcpApp(client, appUri, both) : undefined;
        await oauth.settle();
        return {
          output: capOutput(text, TOLD.truncated),
          isError: result.isError === true,
          ...(files.length ? { files } : {}),
          ...(app ? { app } : {}),
        };
      } finally {
        // Not awaited: the result does not wait for the session's goodbye (decision 171).
        client.close().catch(() => undefined);
      }
    } catch (error) {
      await oauth.settle(error).catch(() => undefined);
      if (limit.aborted) return { output: TOLD.timeout, isError: true };
      const message = error instanceof Error ? error.message : String(error);
      return { output: capOutput(message, TOLD.truncated), isError: true };
    }
  }
}
