import {
  type CallToolResult,
  createMCPClient,
  type JSONRPCMessage,
  type MCPClient,
  type MCPTransport,
  mcpAppClientCapabilities,
  type OAuthClientProvider,
  readMCPAppResource,
  UnauthorizedError,
} from '@ai-sdk/mcp';
import { safeFetch, UnsafeUrlError } from './safe-fetch';
import { visibleSchema, visibleText } from './visible-text';

/** How the server was reached: Streamable HTTP, or the legacy SSE transport it fell back to. */
export type McpTransport = 'http' | 'sse';

/** A tool as a server offers it; `description` comes from the server and is untrusted text. */
export interface McpToolInfo {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  /** The `ui://` resource of its MCP App (`_meta.ui.resourceUri`), when it has one (decision 171). */
  appUri?: string;
}

export interface McpTarget {
  url: string;
  headers: Record<string, string>;
  allowLocal: boolean;
  /** A protected server's OAuth (decision 168): tokens sent, refreshed on a 401. */
  authProvider?: OAuthClientProvider;
}

/** Connecting (initialize and the tool list) gives up after this long. */
const CONNECT_TIMEOUT_MS = 15_000;
/** One tool call may run this long (issue's cap); then it is cut off with an error. */
export const TOOL_CALL_TIMEOUT_MS = 60_000;
/** The text of a tool's result the model receives, at most (UTF-16 units ≈ bytes for ASCII). */
export const MAX_TOOL_OUTPUT_CHARS = 100 * 1024;
const MAX_TOOLS = 128;
const MAX_DESCRIPTION_CHARS = 2000;

function open(target: McpTarget, type: McpTransport): Promise<MCPClient> {
  return createMCPClient({
    transport: {
      type,
      url: target.url,
      headers: target.headers,
      authProvider: target.authProvider,
      redirect: 'follow',
      fetch: safeFetch(target.allowLocal),
    },
    clientName: 'beseda',
    // We render MCP Apps (decision 171): servers may offer their `ui://` views.
    capabilities: mcpAppClientCapabilities,
    initializationOptions: { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) },
  });
}

/**
 * Connects with Streamable HTTP, falling back to the legacy SSE transport, and returns the client
 * with the transport that answered. An unsafe address is refused before any call
 * (`UnsafeUrlError`); a protected server without usable tokens throws `UnauthorizedError`; a server that answers neither transport throws the first error.
 */
export async function connectMcp(
  target: McpTarget,
  prefer?: McpTransport,
): Promise<{ client: MCPClient; transport: McpTransport }> {
  const order: McpTransport[] = prefer === 'sse' ? ['sse', 'http'] : ['http', 'sse'];
  let first: unknown;
  for (const transport of order) {
    try {
      return { client: await open(target, transport), transport };
    } catch (error) {
      // Unsafe, or waiting for the person to authorize: the other transport would not help.
      if (error instanceof UnsafeUrlError || error instanceof UnauthorizedError) throw error;
      first ??= error;
    }
  }
  throw first;
}

/** The tools a connected server offers (names, untrusted descriptions, input schemas). */
export async function listMcpTools(client: MCPClient): Promise<McpToolInfo[]> {
  const { tools } = await client.listTools({
    options: { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) },
  });
  return tools.slice(0, MAX_TOOLS).map((tool) => {
    const appUri = appUriOf(tool._meta);
    return {
      name: tool.name,
      // Only what a person can see reaches the model (hidden text refused; CVE-2026-54032).
      description: visibleText(tool.description ?? '').slice(0, MAX_DESCRIPTION_CHARS),
      inputSchema: visibleSchema(tool.inputSchema) as Record<string, unknown>,
      ...(appUri ? { appUri } : {}),
    };
  });
}

/** An MCP App's HTML the conversation may show, at most (UTF-16 units). */
const MAX_APP_HTML_CHARS = 256 * 1024;
const MAX_APP_URI_CHARS = 512;

/** A tool's MCP App resource: `_meta.ui.resourceUri` (or the older `_meta["ui/resourceUri"]`). */
function appUriOf(meta: unknown): string | undefined {
  if (!meta || typeof meta !== 'object') return undefined;
  const { ui, 'ui/resourceUri': older } = meta as {
    ui?: { resourceUri?: unknown };
    'ui/resourceUri'?: unknown;
  };
  const uri = ui && typeof ui === 'object' ? ui.resourceUri : older;
  return typeof uri === 'string' && uri.startsWith('ui://') && uri.length <= MAX_APP_URI_CHARS
    ? uri
    : undefined;
}

/** An MCP App to show with a call's result: its `ui://` address and its HTML. */
interface McpApp {
  uri: string;
  html: string;
}

/**
 * Reads a tool's MCP App view (`resources/read` of its `ui://` resource, MIME type
 * `text/html;profile=mcp-app`). Undefined when the server does not give it, gives another type,
 * or it is larger than MAX_APP_HTML_CHARS: the call's text result stands alone then.
 */
export async function readMcpApp(
  client: MCPClient,
  uri: string,
  signal: AbortSignal,
): Promise<McpApp | undefined> {
  try {
    const { html } = await readMCPAppResource({ client, uri, options: { signal } });
    return html.length <= MAX_APP_HTML_CHARS ? { uri, html } : undefined;
  } catch {
    return undefined;
  }
}

/** A `notifications/progress` of a running call: how far, of how much, and what it is doing. */
export interface McpProgress {
  progress: number;
  total?: number;
  message?: string;
}

const MAX_PROGRESS_MESSAGE_CHARS = 200;

/** The progress a server sent for `token`, or undefined for any other message. */
function progressOf(message: JSONRPCMessage, token: string): McpProgress | undefined {
  if (!('method' in message) || 'id' in message) return undefined;
  if (message.method !== 'notifications/progress') return undefined;
  const params = (message.params ?? {}) as Record<string, unknown>;
  if (params.progressToken !== token || typeof params.progress !== 'number') return undefined;
  if (!Number.isFinite(params.progress)) return undefined;
  return {
    progress: params.progress,
    ...(typeof params.total === 'number' && Number.isFinite(params.total)
      ? { total: params.total }
      : {}),
    ...(typeof params.message === 'string' && params.message
      ? { message: params.message.slice(0, MAX_PROGRESS_MESSAGE_CHARS) }
      : {}),
  };
}

/** `tools/call` with `_meta.progressToken` set to `token`; any other message unchanged. */
function withProgressToken(message: JSONRPCMessage, token: string): JSONRPCMessage {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message)) {
    return message;
  }
  const params = (message.params ?? {}) as Record<string, unknown>;
  const meta = (params._meta ?? {}) as Record<string, unknown>;
  return { ...message, params: { ...params, _meta: { ...meta, progressToken: token } } };
}

/**
 * Calls a tool, passing each progress notification the server sends for it to `onProgress`
 * (decision 171). `@ai-sdk/mcp`'s client sends no progress token and treats notifications as
 * unsupported, so for the length of the call its transport (the one it built for the URL, with
 * the guarded fetch and OAuth) is wrapped: the outgoing `tools/call` gets
 * `_meta.progressToken`, and the incoming `notifications/progress` for that token is taken out
 * before the client sees it. Without that transport the call runs without progress.
 */
export async function callToolWithProgress(
  client: MCPClient,
  call: {
    name: string;
    args: Record<string, unknown>;
    signal: AbortSignal;
    onProgress: (progress: McpProgress) => void;
  },
): Promise<CallToolResult> {
  const run = () =>
    client.callTool({ name: call.name, arguments: call.args, options: { signal: call.signal } });
  const transport = (client as unknown as { transport?: MCPTransport }).transport;
  if (typeof transport?.send !== 'function') return run();
  const token = crypto.randomUUID();
  const { send, onmessage } = transport;
  transport.send = (message, options) =>
    send.call(transport, withProgressToken(message, token), options);
  transport.onmessage = (message) => {
    const progress = progressOf(message, token);
    if (progress) call.onProgress(progress);
    else onmessage?.call(transport, message);
  };
  try {
    return await run();
  } finally {
    transport.send = send;
    transport.onmessage = onmessage;
  }
}

/** Caps a tool's text at MAX_TOOL_OUTPUT_CHARS, saying so at the end. */
export function capOutput(text: string, note: string): string {
  return text.length <= MAX_TOOL_OUTPUT_CHARS
    ? text
    : `${text.slice(0, MAX_TOOL_OUTPUT_CHARS)}\n${note}`;
}

/** The text of a call result's content: its text parts, and a line naming each other part. */
export function resultText(content: unknown): string {
  if (!Array.isArray(content)) return JSON.stringify(content ?? null);
  return content
    .map((part: { type?: string; text?: unknown; mimeType?: unknown }) =>
      part.type === 'text' && typeof part.text === 'string'
        ? part.text
        : `[${part.type ?? 'content'}${typeof part.mimeType === 'string' ? ` ${part.mimeType}` : ''}]`,
    )
    .join('\n');
}
