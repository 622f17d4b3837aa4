import type { Env } from '../env';
import type { CatalogModel } from '../providers/catalog';
import type { PromptTool, ToolCallResult } from '../providers/tool-loop';

/** The `server` of a built-in tool's `PromptTool` and of its `tool-call` events. */
export const BUILTIN_SERVER = 'builtin';

/** What a built-in feature knows of a send when it decides what to offer. */
export interface BuiltinSend {
  env: Env;
  userId: string;
  model: CatalogModel;
  /**
   * The send may read and write what is kept about the person: false for a temporary chat
   * (decision 151) and a text studio run.
   */
  personal: boolean;
}

/** What a built-in feature adds to one send: tools for the model and text for its system prompt. */
export interface BuiltinOffer {
  tools: PromptTool[];
  system?: string;
}

/** A tool the api runs itself (no MCP server), inside the answer's Generation object. */
export interface BuiltinTool {
  /** The tool's name, as the model and the `tool-call` event see it. */
  name: string;
  /**
   * Waits for the person's approval (a `tool-approval` card) when the answer has read text from
   * outside the person — knowledge passages or any tool's result — which could have asked for the
   * call (decision 196). Otherwise it runs at once.
   */
  approvalAfterOutsideText?: boolean;
  run(
    call: { env: Env; userId: string; requestId: string; input: unknown },
    signal: AbortSignal,
  ): Promise<ToolCallResult>;
}

/** A `PromptTool` of a built-in tool. */
export const builtinPromptTool = (
  tool: Pick<PromptTool, 'name' | 'description' | 'inputSchema'>,
): PromptTool => ({
  ...tool,
  serverId: BUILTIN_SERVER,
  serverName: BUILTIN_SERVER,
  tool: tool.name,
});
