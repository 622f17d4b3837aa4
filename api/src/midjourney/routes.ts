import { bodyLimit } from 'hono/body-limit';
import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { readableChat, writableChat } from '../chat/chat-store';
import type { Env } from '../env';
import { ApiError } from '../lib/errors';
import { localeOf } from '../lib/messages';
import { createRouter, documentRoute } from '../lib/router';
import { validate } from '../lib/validate';
import { configOrOff, priceOf } from './config';
import {
  ButtonSchema,
  buttonRoute,
  GenerateSchema,
  generateRoute,
  getPreviewRoute,
  getTaskRoute,
  listTasksRoute,
} from './contract';
import { buildPrompt } from './prompt';
import { proxyConfigOf, submitAction, submitImagine } from './proxy-client';
import { submitTask } from './submit';
import {
  buttonsOf,
  isFinal,
  readableTask,
  type TaskRow,
  taskByRequest,
  toTaskJson,
} from './task-store';

async function midjourneyChat(env: Env, chatId: string, userId: string) {
  const chat = await writableChat(env, chatId, userId);
  if (chat.mode !== 'midjourney') {
    throw new ApiError(400, 'midjourney_not_a_midjourney_chat', { field: 'chatId' });
  }
  return chat;
}

const factory = createFactory<AuthEnv>();

const generate = factory.createHandlers(validate('json', GenerateSchema), async (c) => {
  const body = c.req.valid('json');
  const { userId, entityId } = c.var.auth;
  const config = configOrOff(c.env);
  if (body.image.chatId) await midjourneyChat(c.env, body.image.chatId, userId);
  const prompt = buildPrompt({ ...body, prompt: body.image.prompt });
  const locale = localeOf(c.req.header('x-ad-locale'));
  const { task, created } = await submitTask(c.env, {
    userId,
    entityId,
    locale,
    requestId: body.requestId ?? crypto.randomUUID(),
    chatId: body.image.chatId,
    action: 'imagine',
    prompt,
    userText: body.image.prompt,
    priceKopecks: priceOf(c.env, 'imagine'),
    send: (state) => submitImagine(config, { prompt, state }),
  });
  return c.json(toTaskJson(task, locale), created ? 201 : 200);
});

const pressButton = factory.createHandlers(validate('json', ButtonSchema), async (c) => {
  const { action, requestId } = c.req.valid('json');
  const { userId, entityId } = c.var.auth;
  const db = c.env.DB;
  const config = configOrOff(c.env);
  await midjourneyChat(c.env, action.chatId, userId);
  const parent = await db
    .prepare('SELECT * FROM mj_tasks WHERE chat_id = ?1 AND (message_id = ?2 OR id = ?2)')
    .bind(action.chatId, action.messageId)
    .first<TaskRow>();
  if (!parent) throw new ApiError(404, 'not_found');
  const locale = localeOf(c.req.header('x-ad-locale'));
  // A repeated requestId gets its task even if the parent has changed since.
  const again = requestId ? await taskByRequest(db, userId, requestId) : null;
  if (again) return c.json(toTaskJson(again, locale), 200);
  if (parent.status !== 'SUCCESS' || !parent.proxy_task_id) {
    throw new ApiError(409, 'midjourney_not_finished');
  }
  const pressed = buttonsOf(parent).find((b) => b.button === action.button);
  if (!pressed) throw new ApiError(409, 'midjourney_no_such_button', { button: action.button });
  const parentProxyId = parent.proxy_task_id;
  const { task, created } = await submitTask(c.env, {
    userId,
    entityId,
    locale,
    requestId: requestId ?? crypto.randomUUID(),
    chatId: action.chatId,
    parentId: parent.id,
    action: action.button,
    prompt: parent.prompt,
    priceKopecks: priceOf(c.env, action.button),
    send: (state) =>
      submitAction(config, { taskId: parentProxyId, customId: pressed.customId, state }),
  });
  return c.json(toTaskJson(task, locale), created ? 201 : 200);
});

/**
 * `/v1/openai/midjourney` (SPEC §7): start a grid, press a button, read tasks. Mounted before
 * `/v1/openai`, whose `/:provider/:llm` would otherwise take `/midjourney/generate`.
 */
export const midjourney = createRouter<AuthEnv>();
midjourney.use('*', requireAuth);
midjourney.use(
  '*',
  bodyLimit({
    maxSize: 64 * 1024,
    onError: () => {
      throw new ApiError(413, 'payload_too_large');
    },
  }),
);

documentRoute(midjourney, generateRoute);
midjourney.post('/generate', ...generate);
documentRoute(midjourney, buttonRoute);
midjourney.post('/button', ...pressButton);

midjourney.openapi(listTasksRoute, async (c) => {
  const { page, take, chatId } = c.req.valid('query');
  const { userId } = c.var.auth;
  const db = c.env.DB;
  if (chatId) await readableChat(c.env, chatId, userId);
  // Without a chat: the caller's own tasks; with one: every task of that readable chat.
  const where = '((?2 IS NULL AND t.user_id = ?1) OR t.chat_id = ?2)';
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT t.* FROM mj_tasks t WHERE ${where}
         ORDER BY t.created_at DESC, t.id LIMIT ?3 OFFSET ?4`,
      )
      .bind(userId, chatId ?? null, take, (page - 1) * take),
    db
      .prepare(`SELECT COUNT(*) AS total FROM mj_tasks t WHERE ${where}`)
      .bind(userId, chatId ?? null),
  ]);
  const locale = localeOf(c.req.header('x-ad-locale'));
  const items = ((rows?.results ?? []) as TaskRow[]).map((row) => toTaskJson(row, locale));
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  const enabled = proxyConfigOf(c.env) !== undefined;
  return c.json({ items, total, page, take, enabled }, 200);
});

midjourney.openapi(getPreviewRoute, async (c) => {
  const task = await readableTask(c.env, c.req.valid('param').id, c.var.auth.userId);
  // A page still showing the running task may ask after it ended (its preview is deleted then):
  // it gets the finished grid instead of a broken picture.
  const key = isFinal(task.status)
    ? task.media_id &&
      (
        await c.env.DB.prepare('SELECT r2_key FROM media WHERE id = ?1')
          .bind(task.media_id)
          .first<{ r2_key: string }>()
      )?.r2_key
    : task.preview_key;
  const object = key ? await c.env.FILES.get(key) : null;
  if (!object) throw new ApiError(404, 'not_found');
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'image/png',
      // Replaced as the grid fills in and deleted when the task ends: never kept.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

midjourney.openapi(getTaskRoute, async (c) => {
  const task = await readableTask(c.env, c.req.valid('param').id, c.var.auth.userId);
  if (!isFinal(task.status)) {
    // Cheap insurance: a running task always has its poller (an alarm is never lost twice).
    await c.env.MIDJOURNEY_TASK.get(c.env.MIDJOURNEY_TASK.idFromName(task.id)).watch(task.id);
  }
  return c.json(toTaskJson(task, localeOf(c.req.header('x-ad-locale'))), 200);
});
