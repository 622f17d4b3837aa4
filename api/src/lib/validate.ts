import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';

/**
 * The api's validator: a schema per target; a bad input is a 400
 * `{code: 'validation_failed', field, message}` that names the first bad field.
 *
 * @example app.post('/x', validate('json', z.object({ name: z.string() })), (c) => ...)
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.map(String).join('.') || target;
    throw new ApiError(400, 'validation_failed', { field, detail: issue?.message ?? 'invalid' });
  });
}
