import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { zodValidationError } from './validation-error';

/**
 * The api's validator: a schema per target; a bad input is a 400
 * `{code: 'validation_failed', field, message}` that names the first bad field and says,
 * in the caller's locale, what is wrong with it.
 *
 * @example app.post('/x', validate('json', z.object({ name: z.string() })), (c) => ...)
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw zodValidationError(result.error, result.data, target);
  });
}
