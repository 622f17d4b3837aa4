import { z } from 'zod';
import { MAX_MESSAGE_CHARS } from './export-format';
import type { PlannedChat, PlannedMessage } from './import-plan';

// ChatGPT's "Export data" conversations.json: an array of conversations, each a tree of nodes in
// `mapping` ({id, message, parent, children}); `current_node` is the leaf of the branch shown.
// Unknown fields pass: the format grows without notice (docs/decisions/103-chat-export-import.md).
const PartSchema = z.union([z.string(), z.object({ content_type: z.string() }).passthrough()]);

const NodeSchema = z.object({
  id: z.string().optional(),
  parent: z.string().nullable().optional(),
  children: z.array(z.string()).optional().default([]),
  message: z
    .object({
      author: z.object({ role: z.string() }).passthrough(),
      create_time: z.number().nullable().optional(),
      content: z
        .object({
          content_type: z.string(),
          parts: z.array(PartSchema).optional(),
          text: z.string().optional(),
        })
        .passthrough(),
      recipient: z.string().nullable().optional(),
      metadata: z.record(z.string(), z.unknown()).nullable().optional(),
    })
    .passthrough()
    .nullable()
    .optional(),
});

/**
 * The nodes by id, as a `Map` read from the parsed JSON's own keys: ids are the file's, so one
 * named `constructor` or `__proto__` must neither find nor replace a prototype's property.
 */
const MappingSchema = z
  .custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
  .transform((value) => new Map(Object.entries(value)))
  .pipe(z.map(z.string(), NodeSchema));

const ConversationSchema = z
  .object({
    title: z.string().nullable().optional(),
    create_time: z.number().nullable().optional(),
    update_time: z.number().nullable().optional(),
    current_node: z.string().nullable().optional(),
    mapping: MappingSchema,
  })
  .passthrough()
  .refine(
    // A child the file does not hold is not a tree we can rebuild.
    ({ mapping }) =>
      [...mapping.values()].every((node) => node.children.every((id) => mapping.has(id))),
    { message: 'a child id is not in the mapping' },
  );

const ConversationsSchema = z.array(ConversationSchema);
type Conversation = z.infer<typeof ConversationSchema>;
type ChatGptNode = z.infer<typeof NodeSchema>;

/** An array whose first item has a `mapping` object: ChatGPT's shape, not ours. */
export function isChatGptExport(data: unknown): data is unknown[] {
  return (
    Array.isArray(data) &&
    data.length > 0 &&
    typeof data[0] === 'object' &&
    data[0] !== null &&
    'mapping' in data[0]
  );
}

const isoOf = (seconds: number | null | undefined, fallback: string) =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? new Date(seconds * 1000).toISOString()
    : fallback;

/** The readable text of a node: text parts; an image or file is named, never fetched. */
function textOf(node: ChatGptNode): string {
  const content = node.message?.content;
  if (!content) return '';
  const pieces = (content.parts ?? []).map((part) => {
    if (typeof part === 'string') return part;
    if (part.content_type === 'image_asset_pointer') return '[image]';
    if (typeof part.text === 'string') return part.text;
    return '';
  });
  return pieces
    .filter((piece) => piece.trim() !== '')
    .join('\n\n')
    .slice(0, MAX_MESSAGE_CHARS);
}

/**
 * Whether a node is a message a person saw in ChatGPT: a question or an answer addressed to
 * everyone, in text. System prompts, tool calls and results, hidden context and reasoning are
 * left out; their children attach to the nearest message kept.
 */
function visibleMessage(node: ChatGptNode): PlannedMessage['role'] | null {
  const message = node.message;
  if (!message) return null;
  const role = message.author.role;
  if (role !== 'user' && role !== 'assistant') return null;
  if (message.recipient && message.recipient !== 'all') return null;
  if (!['text', 'multimodal_text'].includes(message.content.content_type)) return null;
  if (message.metadata?.is_visually_hidden_from_conversation === true) return null;
  return textOf(node) ? role : null;
}

/** One conversation as a chat: depth first from the root, siblings oldest first. */
function chatOf(conversation: Conversation, now: string): PlannedChat {
  const { mapping } = conversation;
  const created = isoOf(conversation.create_time, now);
  const roots = [...mapping].filter(([, node]) => !node.parent || !mapping.has(node.parent));
  const messages: PlannedMessage[] = [];
  const keptAbove = new Map<string, string | null>();
  const stack: { id: string; parentKey: string | null }[] = roots
    .reverse()
    .map(([id]) => ({ id, parentKey: null }));
  const visited = new Set<string>();
  while (stack.length) {
    const { id, parentKey } = stack.pop() as { id: string; parentKey: string | null };
    const node = mapping.get(id);
    if (!node || visited.has(id)) continue;
    visited.add(id);
    const role = visibleMessage(node);
    let key = parentKey;
    if (role) {
      key = id;
      messages.push({
        key: id,
        parentKey,
        role,
        content: textOf(node),
        model: null,
        status: 'complete',
        createdAt: isoOf(node.message?.create_time, created),
      });
    }
    keptAbove.set(id, key);
    const children = [...node.children].sort(
      (a, b) =>
        (mapping.get(a)?.message?.create_time ?? 0) - (mapping.get(b)?.message?.create_time ?? 0),
    );
    for (const child of children.reverse()) stack.push({ id: child, parentKey: key });
  }
  const current = conversation.current_node ? keptAbove.get(conversation.current_node) : undefined;
  return {
    name: conversation.title?.trim().slice(0, 200) || (messages[0]?.content ?? '').slice(0, 60),
    model: null,
    createdAt: created,
    updatedAt: isoOf(conversation.update_time, created),
    currentLeafKey: current ?? lastLeaf(messages),
    messages,
  };
}

/** Without a known current node: follow the newest child from the first message down. */
function lastLeaf(messages: PlannedMessage[]): string | null {
  const newestChild = new Map<string | null, string>();
  for (const m of messages) newestChild.set(m.parentKey, m.key);
  let key = messages[0]?.key ?? null;
  for (let next = key ? newestChild.get(key) : undefined; next; next = newestChild.get(next)) {
    key = next;
  }
  return key;
}

/** ChatGPT's conversations as chats to create; null when the shape is not ChatGPT's. */
export function chatGptChats(data: unknown[]): PlannedChat[] | null {
  const parsed = ConversationsSchema.safeParse(data);
  if (!parsed.success) return null;
  const now = new Date().toISOString();
  return parsed.data
    .map((conversation) => chatOf(conversation, now))
    .filter((chat) => chat.messages.length > 0)
    .map((chat) => ({ ...chat, name: chat.name || 'ChatGPT' }));
}
