import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { modelOverrides, withOverride } from '../catalog/model-overrides';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { validate } from '../lib/validate';
import { servedModels } from '../providers/config';
import { auditStatement } from './audit';
import type { OperatorEnv } from './operators';

const kopecks = z.number().int().min(0).max(100_000_000).nullable().optional();

export const ModelPatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    /** A friendly name for both languages; null goes back to the code's. */
    name: z.string().trim().min(1).max(80).nullable().optional(),
    prices: z
      .object({
        inputKopecksPerMillion: kopecks,
        outputKopecksPerMillion: kopecks,
        kopecksPerImage: kopecks,
      })
      .strict()
      .optional(),
  })
  .strict();

/** Every model the deployment serves, with the code's values, the override and the result. */
async function consoleModels(env: OperatorEnv['Bindings']) {
  const overrides = await modelOverrides(env.DB);
  return servedModels(env).map((model) => {
    const override = overrides.get(model.id);
    const effective = withOverride(model, override);
    const pricesOf = (m: typeof model) => ({
      inputKopecksPerMillion: m.inputKopecksPerMillion,
      outputKopecksPerMillion: m.outputKopecksPerMillion,
      ...(m.image ? { kopecksPerImage: m.image.kopecksPerImage } : {}),
    });
    return {
      id: model.id,
      enabled: override?.enabled !== false,
      name: effective.title.en,
      nameOverride: override?.name ?? null,
      defaultName: model.title,
      capabilities: model.capabilities,
      prices: pricesOf(effective),
      defaultPrices: pricesOf(model),
      updatedAt: override?.updatedAt ?? null,
    };
  });
}

/** `/v1/admin/models`: turn models on and off, rename them, set their prices in kopecks. */
export const adminModels = new Hono<OperatorEnv>()
  .get('/', async (c) => c.json({ models: await consoleModels(c.env) }))
  .patch('/:id', validate('json', ModelPatchSchema), async (c) => {
    const id = c.req.param('id');
    if (!servedModels(c.env).some((model) => model.id === id)) throw new ApiError(404, 'not_found');
    const patch = c.req.valid('json');
    const now = nowIso();
    const db = c.env.DB;
    // Each field is written only when the request names it; `?N IS NULL AND NOT named` keeps it.
    const named = (value: unknown) => (value === undefined ? 0 : 1);
    const prices = patch.prices ?? {};
    await db.batch([
      db
        .prepare(
          `INSERT INTO model_overrides (model_id, enabled, name, input_kopecks_per_million,
             output_kopecks_per_million, kopecks_per_image, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (model_id) DO UPDATE SET
             enabled = CASE WHEN ?8 THEN excluded.enabled ELSE enabled END,
             name = CASE WHEN ?9 THEN excluded.name ELSE name END,
             input_kopecks_per_million = CASE WHEN ?10 THEN excluded.input_kopecks_per_million
               ELSE input_kopecks_per_million END,
             output_kopecks_per_million = CASE WHEN ?11 THEN excluded.output_kopecks_per_million
               ELSE output_kopecks_per_million END,
             kopecks_per_image = CASE WHEN ?12 THEN excluded.kopecks_per_image
               ELSE kopecks_per_image END,
             updated_at = excluded.updated_at`,
        )
        .bind(
          id,
          patch.enabled === undefined ? null : patch.enabled ? 1 : 0,
          patch.name ?? null,
          prices.inputKopecksPerMillion ?? null,
          prices.outputKopecksPerMillion ?? null,
          prices.kopecksPerImage ?? null,
          now,
          named(patch.enabled),
          named(patch.name),
          named(prices.inputKopecksPerMillion),
          named(prices.outputKopecksPerMillion),
          named(prices.kopecksPerImage),
        ),
      auditStatement(db, c.var.operator, 'model.update', id, patch, now),
    ]);
    const model = (await consoleModels(c.env)).find((candidate) => candidate.id === id);
    return c.json({ model });
  });
