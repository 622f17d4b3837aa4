import type { ChatDb } from '../chat/chat-db';
import type { CitationSource } from '../knowledge/retrieve';
import type { Locale } from '../lib/messages';
import type { GenerationPrompt } from '../providers/text-source';

/** A stored file that goes with the user's message. */
export interface AttachmentRecord {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/** Everything a generation needs to start; plain data (it crosses into the Durable Object). */
export interface StartInput {
  requestId: string;
  userId: string;
  entityId: string;
  locale: Locale;
  /** An existing chat the caller may write to (checked before), or undefined for a new one. */
  chatId?: string;
  /**
   * Where the sender's conversations live, as the route read it (decision 223): spares the object
   * a lookup. A move begun since is caught by D1's guard (503 `storage_moving`).
   */
  home?: ChatDb['home'];
  /** That chat's mode (`text` for a new one), named by the answer's ledger line (decision 213). */
  chatMode: string;
  /** A new chat of the text studio, hidden from the chat list (docs/decisions/075-text-studio.md). */
  studio?: 'text';
  /** The text studio's action of that run (`rewrite`, `tone:formal`, …). */
  studioAction?: string;
  /** A new chat: the caller's folder (project) it starts in. */
  folderId?: string;
  /** A new chat is temporary: wiped 24 hours after its last message (decision 151). */
  temporary?: boolean;
  /** A new chat: its tool switches, as the composer held them (decision 206). */
  toolChoice?: Record<string, boolean>;
  assistantId?: string;
  /** The user's question as saved in the chat. */
  question: string;
  regeneration: boolean;
  /**
   * Send or edit: the new question's parent (null: a first question); regeneration: the
   * question answered again. Absent: the question follows the branch the chat shows.
   */
  parentId?: string | null;
  /** Compare (decision 165): the question answered again, with a limit of answers running at once. */
  answerTo?: string;
  /** The files sent with the question, in order (decision 134). */
  attachments: AttachmentRecord[];
  /** Documents of earlier turns the prompt had no room for (told to the reader in `meta`). */
  leftOut?: string[];
  /** The summary of earlier messages the prompt carries instead of them (decision 169). */
  summary?: SummaryMark;
  /** Knowledge-base passages given to the model (decision 163): `event: citations`, saved. */
  citations?: CitationSource[];
  prompt: GenerationPrompt;
}

/** What the client learns first: the `meta` event (and the JSON answer's ids). */
export interface GenerationMeta {
  chatId: string;
  messageId: string;
  /** Absent on regeneration (no new user message). */
  userMessageId?: string;
  requestId: string;
  /** Documents of earlier turns left out of this answer's prompt: the model's window is full. */
  leftOut?: string[];
  /** The summary that stood in for the branch's earlier messages, up to `throughMessageId`. */
  summary?: SummaryMark;
}

/** A chat summary as the stream names it (decision 169). */
export interface SummaryMark {
  id: string;
  throughMessageId: string;
}

export type StartResult =
  /** `events`: the answer's SSE stream from its first event, when the caller asked to read it. */
  | { kind: 'started'; meta: GenerationMeta; events?: ReadableStream<Uint8Array> }
  | { kind: 'existing'; userId: string }
  | {
      kind: 'refused';
      status: 402 | 403 | 404 | 409 | 503;
      code: string;
      /** The body's fields besides code and message (a member's limit, decision 228). */
      details?: Record<string, unknown>;
    };

/** The Durable Object's persisted record of its generation. */
export interface GenerationState {
  meta: GenerationMeta;
  userId: string;
  entityId: string;
  modelId: string;
  /** The chat's mode, for the ledger line (absent in records made before; decision 213). */
  chatMode?: string;
  locale: Locale;
  status: 'streaming' | 'complete' | 'stopped' | 'error';
  /** Whether its start placed a hold to settle (a paid model; absent in records made before). */
  held?: boolean;
  /** The prompt's size, to bill a run lost with its instance (absent in records made before). */
  promptChars?: number;
}
