import { createFactory } from 'hono/factory';
import { type AuthEnv, requireAuth } from '../auth/require-auth';
import { ApiError, registerErrorMessages } from '../lib/errors';
import { createRouter, documentRoute } from '../lib/router';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import {
  clearMemoriesRoute,
  createMemoryRoute,
  deleteMemoryRoute,
  listMemoriesRoute,
  MemoryIdParamSchema,
  MemoryWriteSchema,
  updateMemoryRoute,
} from './contract';
import {
  clearMemories,
  deleteMemory,
  listMemories,
  saveMemory,
  toMemoryJson,
  updateMemory,
} from './memory-store';

registerErrorMessages({
  memory_exists: {
    en: 'This memory is already saved',
    ru: 'Это воспоминание уже сохранено',
  },
});

const factory = createFactory<AuthEnv>();

/**
 * `/v1/memories`: what the person keeps for their chats (docs/decisions/158-memory.md). Only
 * the person sees or changes them; anyone else's id is 404.
 */
export const memories = createRouter<AuthEnv>();
memories.use('*', requireAuth);

memories.openapi(listMemoriesRoute, async (c) => {
  const rows = await listMemories(c.env, c.var.auth.userId);
  return c.json({ memories: rows.map(toMemoryJson) }, 200);
});

documentRoute(memories, createMemoryRoute);
memories.post(
  '/',
  ...factory.createHandlers(validate('json', MemoryWriteSchema), async (c) => {
    const { text } = c.req.valid('json');
    const saved = await saveMemory(c.env, {
      userId: c.var.auth.userId,
      text,
      now: nowIso(),
    });
    if ('notSaved' in saved) {
      throw saved.notSaved === 'duplicate'
        ? new ApiError(409, 'memory_exists')
        : new ApiError(409, 'memory_limit');
    }
    return c.json({ memory: toMemoryJson(saved.row) }, 201);
  }),
);

documentRoute(memories, updateMemoryRoute);
memories.patch(
  '/:id',
  ...factory.createHandlers(
    validate('param', MemoryIdParamSchema),
    validate('json', MemoryWriteSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { text } = c.req.valid('json');
      const row = await updateMemory(c.env, id, c.var.auth.userId, text, nowIso());
      return c.json({ memory: toMemoryJson(row) }, 200);
    },
  ),
);

memories.openapi(deleteMemoryRoute, async (c) => {
  const { id } = c.req.valid('param');
  if (!(await deleteMemory(c.env, id, c.var.auth.userId))) {
    throw new ApiError(404, 'not_found');
  }
  return c.body(null, 204);
});

memories.openapi(clearMemoriesRoute, async (c) => {
  await clearMemories(c.env, c.var.auth.userId);
  return c.body(null, 204);
});
