import type { z } from 'zod';
import { ApiError } from './errors';
import { describeProblem, type Problem } from './issue-texts';

/**
 * 400 `validation_failed` naming `field`; the message says what is wrong in the caller's
 * locale, whichever it turns out to be.
 *
 * @example throw validationError('assistantId', rules.unknown_assistant)
 */
export function validationError(field: string, problem: Problem): ApiError {
  const detail = { en: describeProblem(problem, 'en'), ru: describeProblem(problem, 'ru') };
  return new ApiError(400, 'validation_failed', { field, detail });
}

/**
 * The `validationError` of zod's first issue about `input`. A value that is simply absent is
 * "required" (zod only says it expected a string); `fallbackField` names an issue about the
 * whole input.
 *
 * @example if (!parsed.success) throw zodValidationError(parsed.error, body, 'body')
 */
export function zodValidationError(error: z.core.$ZodError, input: unknown, fallbackField: string) {
  const issue = error.issues[0];
  if (!issue) return validationError(fallbackField, 'invalid');
  const field = issue.path.map(String).join('.') || fallbackField;
  const absent = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
  return validationError(field, absent ? 'required' : issue);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
