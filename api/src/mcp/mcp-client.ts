import {
  createMCPClient,
  type MCPClient,
  type OAuthClientProvider,
  UnauthorizedError,
} from '@ai-sdk/mcp';
import { safeFetch, UnsafeUrlError } from './safe-fetch';

/** How the server was reached: Streamable HTTP, or the legacy SSE transport it fell back to. */
export type McpTransport = 'http' | 'sse';

/** A tool as a server offers it; `description` comes from the server and is untrusted text. */
export interface McpToolInfo {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
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
  return tools.slice(0, MAX_TOOLS).map((tool) => ({
    name: tool.name,
    description: (tool.description ?? '').slice(0, MAX_DESCRIPTION_CHARS),
    inputSchema: tool.inputSchema as Record<string, unknown>,
  }));
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
