import { ApiError, registerErrorMessages } from '../lib/errors';
import { chatGptChats, isChatGptExport } from './chatgpt-import';
import { ChatExportSchema, type ParsedChatExport } from './export-format';

registerErrorMessages({
  import_unreadable: {
    en: 'This file is not a chat export we can read: {detail}',
    ru: 'Этот файл — не экспорт чатов, который мы умеем читать: {detail}',
  },
  import_too_many: {
    en: 'The file holds too much: at most {maxChats} chats and {maxMessages} messages at once',
    ru: 'В файле слишком много: не больше {maxChats} чатов и {maxMessages} сообщений за раз',
  },
});

/** At most this many chats and messages come in with one file. */
export const MAX_IMPORT_CHATS = 1000;
export const MAX_IMPORT_MESSAGES = 20_000;

/** A message to create; `key` and `parentKey` are the file's ids, replaced by new ones. */
export interface PlannedMessage {
  key: string;
  parentKey: string | null;
  role: 'user' | 'assistant' | 'system';
  content: string;
  model: string | null;
  status: 'complete' | 'stopped' | 'error';
  createdAt: string;
  /** A reasoning model's thinking (Beseda's own export carries it). */
  reasoning?: { text: string; ms?: number };
}

/** A chat to create, its messages parents first. */
export interface PlannedChat {
  name: string;
  model: string | null;
  createdAt: string;
  updatedAt: string;
  currentLeafKey: string | null;
  messages: PlannedMessage[];
}

export interface ImportPlan {
  source: 'beseda' | 'chatgpt';
  chats: PlannedChat[];
}

const unreadable = (detail: { en: string; ru: string }) =>
  new ApiError(400, 'import_unreadable', { detail });

/** What a file would create: Beseda's export or ChatGPT's `conversations.json`. 400 otherwise. */
export function importPlan(text: string): ImportPlan {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw unreadable({ en: 'it is not JSON', ru: 'это не JSON' });
  }
  const plan: ImportPlan = isChatGptExport(data)
    ? { source: 'chatgpt', chats: chatGptOrThrow(data) }
    : { source: 'beseda', chats: besedaChats(data) };
  const messages = plan.chats.reduce((sum, chat) => sum + chat.messages.length, 0);
  if (plan.chats.length > MAX_IMPORT_CHATS || messages > MAX_IMPORT_MESSAGES) {
    throw new ApiError(400, 'import_too_many', {
      maxChats: MAX_IMPORT_CHATS,
      maxMessages: MAX_IMPORT_MESSAGES,
    });
  }
  if (plan.chats.length === 0) {
    throw unreadable({ en: 'it holds no chats', ru: 'в нём нет чатов' });
  }
  return plan;
}

function chatGptOrThrow(data: unknown[]): PlannedChat[] {
  const chats = chatGptChats(data);
  if (chats) return chats;
  throw unreadable({
    en: 'a conversation of the ChatGPT export is not as expected',
    ru: 'разговор в экспорте ChatGPT не такой, как нужно',
  });
}

function besedaChats(data: unknown): PlannedChat[] {
  const parsed = ChatExportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'format';
    throw unreadable({ en: `"${where}" is not as expected`, ru: `«${where}» не такое, как нужно` });
  }
  return parsed.data.chats.map((chat, index) => besedaChat(chat, index));
}

function besedaChat(chat: ParsedChatExport['chats'][number], index: number): PlannedChat {
  const seen = new Set<string>();
  for (const message of chat.messages) {
    // Parents first, ids unique: anything else is not a tree we can rebuild.
    if (seen.has(message.id) || (message.parentId !== null && !seen.has(message.parentId))) {
      throw unreadable({
        en: `chat ${index + 1} has a message whose parent is missing or later`,
        ru: `в чате ${index + 1} у сообщения нет родителя или он идёт позже`,
      });
    }
    seen.add(message.id);
  }
  const leaf = chat.currentLeafId && seen.has(chat.currentLeafId) ? chat.currentLeafId : null;
  return {
    name: chat.name,
    model: chat.model ?? null,
    createdAt: chat.createdAt,
    updatedAt: chat.updatedAt,
    currentLeafKey: leaf ?? chat.messages.at(-1)?.id ?? null,
    messages: chat.messages.map((m) => ({
      key: m.id,
      parentKey: m.parentId,
      role: m.role,
      content: m.content,
      model: m.model ?? null,
      status: m.status,
      createdAt: m.createdAt,
      ...(m.reasoning?.text ? { reasoning: m.reasoning } : {}),
    })),
  };
}
