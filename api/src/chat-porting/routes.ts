import type { Context } from 'hono';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { chatsOf } from '../chat/chat-db';
import { chatAccess } from '../chat/chat-store';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { readLimitedForm } from '../lib/limited-body';
import { localeOf } from '../lib/messages';
import { consumeAttempt } from '../lib/rate-limit';
import { createRouter } from '../lib/router';
import { validate } from '../lib/validate';
import { exportChats, ownChatIds } from './chat-export';
import { chatMarkdown } from './chat-markdown';
import {
  exportAllRoute,
  exportChatRoute,
  ImportQuerySchema,
  importRoute,
  MAX_IMPORT_BYTES,
} from './contract';
import type { ChatExport } from './export-format';
import { attachmentDisposition } from './file-name';
import { importPlan } from './import-plan';
import { writeImport } from './import-store';

registerErrorMessages({
  import_no_file: {
    en: 'Choose a file to import',
    ru: 'Выберите файл для импорта',
  },
});

const IMPORTS_PER_HOUR = { max: 30, windowMs: 60 * 60 * 1000 };

/**
 * `/v1/chat/export` (all chats) and `/v1/chat/import`: mounted before the chat routes (whose
 * `/{id}` would take `/export`) and before the JSON body limit (an import file is counted while
 * read).
 */
export const chatPorting = createRouter<AuthEnv>();
chatPorting.use('/export', requireAuth);
chatPorting.use('/import', requireAuth);

/**
 * `/v1/chat/{id}/export`: mounted after the chat routes, whose `requireAuth` has then already
 * run (so the contract lists it after `/delete/{id}`, see .redocly.lint-ignore.yaml).
 */
export const chatExport = createRouter<AuthEnv>();
chatExport.use('/:id/export', async function authOnce(c, next) {
  if (c.get('auth')) return next();
  return requireAuth(c, next);
});

/**
 * An export as a download named `fileName`: JSON as it is, or Markdown with every chat under its
 * own `#` title, one after another (in the caller's language).
 */
function exportDownload(
  c: Context<AuthEnv>,
  exported: ChatExport,
  fileName: string,
  format: 'md' | 'json',
) {
  const headers = {
    'Content-Disposition': attachmentDisposition(fileName, format),
    'Cache-Control': 'no-store',
  };
  if (format === 'md') {
    const locale = localeOf(c.req.header('x-ad-locale'));
    const markdown = exported.chats.map((chat) => chatMarkdown(chat, locale)).join('\n---\n\n');
    return c.body(markdown, 200, { ...headers, 'Content-Type': 'text/markdown; charset=utf-8' });
  }
  return c.body(JSON.stringify(exported, null, 2), 200, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
  });
}

chatPorting.openapi(exportAllRoute, async (c) => {
  const { format } = c.req.valid('query');
  const db = await chatsOf(c.env, c.var.auth.userId);
  const exported = await exportChats(db, await ownChatIds(db, c.var.auth.userId));
  const day = new Date().toISOString().slice(0, 10);
  return exportDownload(c, exported, `beseda-chats-${day}`, format);
});

chatExport.openapi(exportChatRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { format } = c.req.valid('query');
  // A shared chat is read where its owner keeps their conversations.
  const { chat, db } = await chatAccess(c.env, id, c.var.auth.userId);
  const exported = await exportChats(db, [chat.id]);
  if (exported.chats.length === 0) throw new ApiError(404, 'not_found');
  return exportDownload(c, exported, chat.name, format);
});

// The body is read by hand through the counting reader, never parsed whole by Hono.
chatPorting.openAPIRegistry.registerPath(importRoute);
chatPorting.post('/import', validate('query', ImportQuerySchema), async (c) => {
  const { dryRun } = c.req.valid('query');
  const form = await readLimitedForm(
    c.req.raw,
    MAX_IMPORT_BYTES,
    () => new ApiError(400, 'import_no_file', { field: 'file' }),
  );
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    throw new ApiError(400, 'import_no_file', { field: 'file' });
  }
  if (file.size > MAX_IMPORT_BYTES) {
    throw new ApiError(413, 'upload_too_large', { maxMb: MAX_IMPORT_BYTES / 1024 / 1024 });
  }
  const plan = importPlan(await file.text());
  const totalMessages = plan.chats.reduce((sum, chat) => sum + chat.messages.length, 0);
  const summary = { source: plan.source, totalChats: plan.chats.length, totalMessages };
  if (dryRun) {
    const chats = plan.chats.map((chat) => ({
      id: null,
      name: chat.name,
      messages: chat.messages.length,
    }));
    return c.json({ dryRun: true, ...summary, chats }, 200);
  }
  const { userId, entityId } = c.var.auth;
  await consumeAttempt(c.env.DB, [`chat-import:user:${userId}`], IMPORTS_PER_HOUR);
  const chats = await writeImport(await chatsOf(c.env, userId), plan, { userId, entityId });
  return c.json({ dryRun: false, ...summary, chats }, 201);
});
