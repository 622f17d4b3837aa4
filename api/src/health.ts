import { Hono } from 'hono';
import type { AppEnv } from './env';

/** `GET /health`: 200 when D1 answers with the migrated schema version. */
export const health = new Hono<AppEnv>().get('/', async (c) => {
  const row = await c.env.DB.prepare("SELECT value FROM app_meta WHERE key = 'schema'").first<{
    value: string;
  }>();
  return c.json({ status: 'ok', schema: row?.value ?? null, time: new Date().toISOString() });
});
