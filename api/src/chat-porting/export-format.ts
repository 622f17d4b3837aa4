import { z } from '@hono/zod-openapi';

/** Characters one imported message may hold (a long answer is ~20k; this is generous). */
export const MAX_MESSAGE_CHARS = 500_000;

const ExportedAttachmentSchema = z
  .object({
    name: z.string().max(500),
    type: z.string().max(200),
    size: z.number().int().min(0),
  })
  .openapi('ExportedAttachment', {
    description: 'A file the message carried; only its name travels, never its bytes',
  });

export const ExportedMessageSchema = z
  .object({
    id: z.string().min(1).max(200).openapi({ description: 'Unique within the file' }),
    parentId: z.string().min(1).max(200).nullable().openapi({
      description: 'The message this one follows (an earlier one in the list); null for the first',
    }),
    role: z.enum(['user', 'assistant', 'system']),
    content: z.string().max(MAX_MESSAGE_CHARS),
    model: z.string().max(200).nullable().optional(),
    status: z.enum(['complete', 'stopped', 'error']).optional().default('complete'),
    createdAt: z.string().datetime({ offset: true }),
    attachments: z.array(ExportedAttachmentSchema).max(50).optional().default([]),
    reasoning: z
      .object({
        text: z.string().max(MAX_MESSAGE_CHARS),
        ms: z.number().int().min(0).optional().openapi({
          description: 'When the thinking ended, in milliseconds after the answer began',
        }),
      })
      .optional()
      .openapi({ description: 'A reasoning model’s thinking before this answer' }),
  })
  .openapi('ExportedMessage');

export const ExportedChatSchema = z
  .object({
    id: z.string().max(200).optional().openapi({ description: 'The id it had where exported' }),
    name: z.string().trim().min(1).max(200),
    model: z.string().max(200).nullable().optional(),
    createdAt: z.string().datetime({ offset: true }),
    updatedAt: z.string().datetime({ offset: true }),
    currentLeafId: z.string().max(200).nullable().optional().openapi({
      description: 'The last message of the branch being shown; null or absent: the last message',
    }),
    messages: z.array(ExportedMessageSchema),
  })
  .openapi('ExportedChat');

/**
 * Beseda's chat export, version 1 (docs/chat-export-format.md). Messages form a tree through
 * `parentId`, listed parents first; no usage, cost or request ids ever travel.
 */
export const ChatExportSchema = z
  .object({
    format: z.literal('beseda.chats'),
    version: z.literal(1),
    exportedAt: z.string().datetime({ offset: true }).optional(),
    chats: z.array(ExportedChatSchema),
  })
  .openapi('ChatExport');

/** A file as written (defaults not yet applied). */
export type ChatExport = z.input<typeof ChatExportSchema>;
/** A file as read and checked. */
export type ParsedChatExport = z.infer<typeof ChatExportSchema>;
export type ExportedChat = z.input<typeof ExportedChatSchema>;
export type ExportedMessage = z.input<typeof ExportedMessageSchema>;
