export type MessageRole = 'user' | 'assistant' | 'system';
export type MessageStatus = 'streaming' | 'complete' | 'stopped' | 'error';

export type Attachment = { id: string; name: string; size?: number; type?: string; url?: string };

export type ChatMessage = {
  id: string;
  role: MessageRole;
  content: string;
  model?: string;
  status?: MessageStatus;
  requestId?: string;
  inputTokens?: number;
  outputTokens?: number;
  costKopecks?: number;
  attachments?: Attachment[];
  /** Why a saved answer ended with status error. */
  errorCode?: string;
  /** The message this one follows, and its branches (docs/decisions/101-message-branches.md). */
  parentId?: string | null;
  siblings?: Siblings;
  /** The MCP tool calls of an answer, in order (docs/decisions/144-mcp-tools.md). */
  toolCalls?: ToolCallView[];
  /** A reasoning model's thinking, and when (ms after the answer began) it ended (decision 154). */
  reasoning?: string;
  reasoningMs?: number;
  /** The thinking's share of `outputTokens`, when the provider told it. */
  reasoningTokens?: number;
  /** The knowledge-base passages the answer cites as `[n]` (docs/decisions/164-knowledge-ui.md). */
  citations?: Citation[];
  /** A summary of the earlier messages ends at this one (docs/decisions/169-long-chat-summaries.md). */
  summaryId?: string;
  /** Files of earlier turns the model's window had no room for on this answer (decision 174). */
  leftOut?: string[];
};

/**
 * One source of an answer, as `event: citations` and the saved message give it: `n` is the
 * number the text cites (`[n]`), `passage` the passage's number in its document (the route
 * `…/documents/{documentId}/passages/{passage}` reads it whole), `snippet` the cited words.
 */
export type Citation = {
  n: number;
  documentId: string;
  documentName: string;
  passage: number;
  snippet: string;
  /** The base the document is in, when the api names it (the passage route needs it). */
  knowledgeId?: string;
  /** Where in the document: a page, or a heading. */
  page?: number;
  section?: string;
};

/** A tool call as the conversation shows it; `output` is plain text, never HTML. */
export type ToolCallView = {
  id: string;
  server: string;
  tool: string;
  input: unknown;
  output?: string;
  isError?: boolean;
  /** How long the tool ran, in ms; absent on answers saved before it was kept. */
  durationMs?: number;
  /** Waiting for the person's Approve or Deny. */
  awaitingApproval?: boolean;
  /** The memory a built-in `remember` call saved (docs/decisions/158-memory.md). */
  memoryId?: string;
  /** Files a `run_python` run wrote, kept as media (docs/decisions/156-code-interpreter.md). */
  files?: OutputFileView[];
  /** The latest progress a long tool reported while it runs (docs/decisions/171-mcp-progress-apps-and-sse-oauth.md). */
  progress?: ToolProgress;
  /** An MCP App view of the result, shown only in the sandbox origin (decision 171). */
  app?: McpAppView;
};

/** An MCP App (`ui://` resource) a tool result comes with: HTML from the server, untrusted. */
export type McpAppView = { uri: string; html: string };

/** How far a running tool is: `progress` of `total` when the server knows it, and what it does. */
export type ToolProgress = { progress: number; total?: number; message?: string };

/** A file a code run wrote: `/api/v1/media/{mediaId}` downloads it. */
export type OutputFileView = { mediaId: string; name: string; size: number; contentType: string };

/** The versions of a message (same parent): `‹ index+1/count ›`, ids oldest first. */
export type Siblings = {
  index: number;
  count: number;
  ids: string[];
  /** Versions still being written besides this one (a comparison under way, decision 170). */
  running?: RunningVersion[];
};

/** An answer still streaming: attach to it by `requestId`; `createdAt` is when it was asked. */
export type RunningVersion = { id: string; requestId: string; model?: string; createdAt: string };

export type MessagePage = {
  messages: ChatMessage[];
  total?: number;
  hasMore: boolean;
  /** The last message of the branch shown: older pages of the same branch ask with it. */
  leafId?: string;
};

export type ChatSummary = {
  id: string;
  name: string;
  mode?: string;
  updatedAt?: string;
  generating?: boolean;
  /** New in the sidebar, its name still being read from the api. */
  namePending?: boolean;
  /** Shared with the user by its owner: they read it, never rename or delete it. */
  readOnly?: boolean;
  /** The user's folder holding it, and whether they pinned it (own chats only). */
  folderId?: string | null;
  pinned?: boolean;
  /** Started as temporary (docs/decisions/151-projects-and-temporary-chats.md): never listed. */
  temporary?: boolean;
};

export type ChatListPage = { chats: ChatSummary[]; total?: number };

export type ModelInfo = {
  id: string;
  title: string;
  webSearch: boolean;
  vision: boolean;
  /** The id's provider part (`gpt`, `gemini`, `claude`, `local`, `demo`): the picker's groups. */
  provider?: string;
  /** The catalogue's capabilities (`reasoning`, `tools`, `vision`, `search`, …). */
  capabilities?: string[];
  /** Tokens the model reads at most, when the catalogue says. */
  contextWindow?: number;
  /** Kopecks per 1,000 input and output tokens (may be fractional). */
  prices?: { input: number; output: number };
  /** A reasoning model that takes an effort (low, medium, high): the composer offers it. */
  reasoningEffort?: boolean;
};

/** The composer's reasoning effort (the send route's `reasoningEffort`). */
export type ReasoningEffort = 'low' | 'medium' | 'high';
export type AssistantInfo = { id: string; name: string; temperature?: number };
export type PromptTemplate = { id: string; title: string; text: string };
export type PromptGroup = { id: string; name: string; prompts: PromptTemplate[] };

/** Page sizes: the chat list of SPEC §9, and messages per page of a conversation. */
export const chatPageSize = 100;
export const messagePageSize = 50;
