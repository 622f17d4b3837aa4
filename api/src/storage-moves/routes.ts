import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { safeEqual } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { PERSON_PARTS } from './move-state';
import { runMoves } from './run-moves';

const RunSchema = z
  .object({
    people: z.number().int().min(1).max(1000).optional(),
    pageRows: z.number().int().min(1).max(1000).optional(),
    pages: z.number().int().min(1).max(10_000).optional(),
    userIds: z.array(z.string().min(1)).min(1).max(1000).optional(),
    teamIds: z.array(z.string().min(1)).min(1).max(1000).optional(),
    // Parts as the report names them: a person's by name, a team's as `team:<name>`.
    parts: z
      .array(z.enum([...PERSON_PARTS, 'team:mcp_servers', 'team:money']))
      .min(1)
      .max(20)
      .optional(),
  })
  .strict();

/**
 * `POST /internal/storage-moves`: one run of the move from D1 into the objects
 * (docs/decisions/203-person-objects-and-the-move.md), for `npm start` and `npm run deploy`.
 * Only with `Authorization: Bearer <STORAGE_MOVE_TOKEN>`; without that secret the route does not
 * exist (404), and it is not in the OpenAPI document nor on the front's allow-list.
 */
export const storageMoves = new Hono<AppEnv>().post(
  '/',
  async (c, next) => {
    const token = c.env.STORAGE_MOVE_TOKEN;
    const given = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!token || !safeEqual(given, token)) throw new ApiError(404, 'not_found');
    await next();
  },
  validate('json', RunSchema),
  async (c) => c.json(await runMoves(c.env, c.req.valid('json')), 200),
);
