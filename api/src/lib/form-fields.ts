import type { z } from '@hono/zod-openapi';
import { zodValidationError } from './validation-error';

/**
 * The text fields of a multipart form as a plain object (files left out), checked with `schema`:
 * a bad field is the api's usual 400 `validation_failed` naming it.
 *
 * @example const fields = parseFormFields(form, z.object({ subject: z.string().min(1) }))
 */
export function parseFormFields<T extends z.ZodType>(form: FormData, schema: T): z.infer<T> {
  // Null prototype: a field named `__proto__` or `constructor` is just a field.
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
  }
  const result = schema.safeParse(fields);
  if (!result.success) throw zodValidationError(result.error, fields, 'body');
  return result.data;
}

/** The optional file of a form field: absent, or an empty file input, is undefined. */
export function optionalFile(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
}
