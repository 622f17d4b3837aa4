import type { FilePart, ImagePart, ModelMessage, TextPart } from 'ai';
import { z } from 'zod';
import { type ToolChoice, ToolChoiceSchema } from '../chat/tool-choice';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { defineIssueTexts } from '../lib/issue-texts';
import { readLimitedForm } from '../lib/limited-body';
import { validationError, zodValidationError } from '../lib/validation-error';
import { MAX_FILES, MAX_FILES_BYTES } from './attachment';

registerErrorMessages({
  invalid_multipart: {
    en: 'The request must be multipart/form-data with the fields messages and requestId',
    ru: 'Запрос должен быть multipart/form-data с полями messages и requestId',
  },
  file_empty: {
    en: 'The file "{name}" is empty',
    ru: 'Файл «{name}» пустой',
  },
  too_many_files: {
    en: 'Too many files: at most {maxFiles} per message',
    ru: 'Слишком много файлов: не больше {maxFiles} в одном сообщении',
  },
  messages_too_large: {
    en: 'The conversation sent is too long: at most {maxKb} KB of messages',
    ru: 'Отправленная переписка слишком длинная: не больше {maxKb} КБ сообщений',
  },
});

/** The messages field's cap: 1 MB of JSON (UTF-8 bytes) per send. */
export const MAX_MESSAGES_BYTES = 1024 * 1024;
/** The whole multipart body: the files of one send, the messages and room for the form's framing. */
export const MAX_SEND_BYTES = MAX_FILES_BYTES + MAX_MESSAGES_BYTES + 64 * 1024;

const rules = defineIssueTexts({
  messages_json: {
    en: 'must be a JSON list of messages',
    ru: 'должно быть списком сообщений в формате JSON',
  },
  last_message_from_user: {
    en: 'must end with a message of the user',
    ru: 'должно заканчиваться сообщением пользователя',
  },
  tools_json: {
    en: 'must be a JSON list of MCP server ids',
    ru: 'должно быть списком идентификаторов MCP-серверов в формате JSON',
  },
  tool_choice_json: {
    en: 'must be a JSON object of tool switches ("mcp:<serverId>", "code", "web": true or false)',
    ru: 'должно быть объектом JSON с переключателями инструментов («mcp:<serverId>», «code», «web»: true или false)',
  },
  request_id_format: {
    en: 'must be 8 to 100 characters: Latin letters, digits, "-" and "_"',
    ru: 'должно содержать от 8 до 100 символов: латинские буквы, цифры, «-» и «_»',
  },
});

const chatMessage = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string().max(200_000),
});
const messagesSchema = z
  .array(chatMessage)
  .min(1)
  .max(500)
  .refine((list) => list.at(-1)?.role === 'user', rules.last_message_from_user);
/** The client's id of a send: sending it again attaches to the answer it started. */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, rules.request_id_format);
const messageId = z.string().min(1).max(100).optional();
const formSchema = z.object({
  messages: messagesSchema,
  requestId: RequestIdSchema,
  parentId: messageId,
  editOf: messageId,
});

export type ChatMessage = z.infer<typeof chatMessage>;

export interface SendForm {
  messages: ChatMessage[];
  requestId: string;
  regeneration: boolean;
  /** Send: the message the question follows; regeneration: the question to answer again. */
  parentId?: string;
  /** A sent question this one replaces as a new branch (docs/decisions/101-message-branches.md). */
  editOf?: string;
  /** The files sent with the question: every `file` part, then every `files` part (decision 134). */
  files: File[];
  /** MCP servers whose tools the answer may use (decision 144); absent: every enabled one. */
  tools?: string[];
  /** The chat's tool switches as the composer holds them (decision 206); a new chat keeps them. */
  toolChoice?: ToolChoice;
  /** The image-mode fields (`size`, `n`, `inputMediaId`) as sent; read by api/src/images. */
  imageFields: Record<string, string | undefined>;
}

const IMAGE_FIELDS = ['size', 'n', 'inputMediaId'] as const;

/**
 * Reads the multipart body of `POST /v1/openai/{provider}/{llm}` (SPEC §7), counted as it
 * streams: 413 past `MAX_SEND_BYTES`, and past `MAX_MESSAGES_BYTES` of messages.
 */
export async function readSendForm(request: Request): Promise<SendForm> {
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
    throw new ApiError(400, 'invalid_multipart');
  }
  const form = await readLimitedForm(
    request,
    MAX_SEND_BYTES,
    () => new ApiError(400, 'invalid_multipart'),
  );
  const messagesJson = form.get('messages');
  if (messagesJson === null) throw validationError('messages', 'required');
  const messagesBytes =
    typeof messagesJson === 'string'
      ? new TextEncoder().encode(messagesJson).byteLength
      : messagesJson.size;
  if (messagesBytes > MAX_MESSAGES_BYTES) {
    throw new ApiError(413, 'messages_too_large', {
      maxKb: MAX_MESSAGES_BYTES / 1024,
      field: 'messages',
    });
  }
  let messages: unknown;
  try {
    messages = JSON.parse(String(messagesJson));
  } catch {
    throw validationError('messages', rules.messages_json);
  }
  const optional = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const input = {
    messages,
    requestId: form.get('requestId') ?? undefined,
    parentId: optional('parentId'),
    editOf: optional('editOf'),
  };
  const parsed = formSchema.safeParse(input);
  if (!parsed.success) throw zodValidationError(parsed.error, input, 'body');
  const tools = readToolsField(optional('tools'));
  const toolChoice = readToolChoiceField(optional('toolChoice'));
  const files = [...form.getAll('file'), ...form.getAll('files')].filter(
    (part): part is File => part instanceof File && !isEmptyFilePart(part),
  );
  if (files.length > MAX_FILES) {
    throw new ApiError(400, 'too_many_files', { maxFiles: MAX_FILES, field: 'file' });
  }
  const empty = files.find((file) => file.size === 0);
  if (empty) throw new ApiError(400, 'file_empty', { name: empty.name, field: 'file' });
  return {
    ...parsed.data,
    ...(tools ? { tools } : {}),
    ...(toolChoice ? { toolChoice } : {}),
    regeneration: form.get('regeneration') === 'true',
    imageFields: Object.fromEntries(
      IMAGE_FIELDS.map((name) => {
        const value = form.get(name);
        return [name, typeof value === 'string' ? value : undefined];
      }),
    ),
    files,
  };
}

const toolsSchema = z.array(z.string().min(1).max(100)).max(50);

/** The `tools` field: a JSON list of server ids, or absent. */
function readToolsField(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = toolsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: refused below.
  }
  throw validationError('tools', rules.tools_json);
}

/** The `toolChoice` field: a JSON object of tool switches, or absent. */
function readToolChoiceField(text: string | undefined): ToolChoice | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = ToolChoiceSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: refused below.
  }
  throw validationError('toolChoice', rules.tool_choice_json);
}

/** What a browser sends for a file input left empty: a nameless part with no bytes. */
const isEmptyFilePart = (part: File) => part.size === 0 && part.name === '';

/**
 * The AI SDK messages of a request: the client's history without system messages (those go to
 * the instructions), the files' parts joined to the last user message.
 */
export function toModelMessages(
  list: ChatMessage[],
  fileParts: (TextPart | ImagePart | FilePart)[] = [],
) {
  const system = list.filter((m) => m.role === 'system').map((m) => m.content);
  const turns = list.filter((m) => m.role !== 'system');
  const messages: ModelMessage[] = turns.map((m, index) => {
    if (m.role === 'assistant') return { role: 'assistant', content: m.content };
    if (fileParts.length > 0 && index === turns.length - 1) {
      return { role: 'user', content: [{ type: 'text', text: m.content }, ...fileParts] };
    }
    return { role: 'user', content: m.content };
  });
  return { system, messages };
}
