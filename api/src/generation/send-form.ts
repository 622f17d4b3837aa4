import type { FilePart, ImagePart, ModelMessage, TextPart } from 'ai';
import { z } from 'zod';
import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  invalid_multipart: {
    en: 'The request must be multipart/form-data with the fields messages and requestId',
    ru: 'Запрос должен быть multipart/form-data с полями messages и requestId',
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
  .refine((list) => list.at(-1)?.role === 'user', 'the last message must be the user’s');
const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'letters, digits, - and _');

export type ChatMessage = z.infer<typeof chatMessage>;

export interface SendForm {
  messages: ChatMessage[];
  requestId: string;
  regeneration: boolean;
  file?: File;
}

function fieldError(field: string, detail: string): ApiError {
  return new ApiError(400, 'validation_failed', { field, detail });
}

/** Reads the multipart body of `POST /v1/openai/{provider}/{llm}` (SPEC §7). */
export async function readSendForm(request: Request): Promise<SendForm> {
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
    throw new ApiError(400, 'invalid_multipart');
  }
  const form = await request.formData().catch(() => {
    throw new ApiError(400, 'invalid_multipart');
  });
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get('messages') ?? ''));
  } catch {
    throw fieldError('messages', 'not JSON');
  }
  const messages = messagesSchema.safeParse(raw);
  if (!messages.success) throw fieldError('messages', messages.error.issues[0]?.message ?? '');
  const requestId = requestIdSchema.safeParse(form.get('requestId'));
  if (!requestId.success) throw fieldError('requestId', requestId.error.issues[0]?.message ?? '');
  const file = form.get('file');
  return {
    messages: messages.data,
    requestId: requestId.data,
    regeneration: form.get('regeneration') === 'true',
    ...(file instanceof File && file.size > 0 ? { file } : {}),
  };
}

/**
 * The AI SDK messages of a request: the client's history without system messages (those go to
 * the instructions), the file's part joined to the last user message.
 */
export function toModelMessages(list: ChatMessage[], filePart?: TextPart | ImagePart | FilePart) {
  const system = list.filter((m) => m.role === 'system').map((m) => m.content);
  const turns = list.filter((m) => m.role !== 'system');
  const messages: ModelMessage[] = turns.map((m, index) => {
    if (m.role === 'assistant') return { role: 'assistant', content: m.content };
    if (filePart && index === turns.length - 1) {
      return { role: 'user', content: [{ type: 'text', text: m.content }, filePart] };
    }
    return { role: 'user', content: m.content };
  });
  return { system, messages };
}
