import type { Context } from 'hono';
import type { z } from 'zod';
import { describeProblem } from '../lib/issue-texts';
import { compatLocale, OpenAiError } from './errors';

/** A zod path the way OpenAI names parameters: `messages[0].content`. */
function paramOf(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The JSON body checked by `schema`; otherwise 400 `invalid_request_error` whose `param` names
 * the first bad field (`missing_required_parameter` when it is absent), and nothing changes.
 */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new OpenAiError(400, 'invalid_request_field', {
      param: 'body',
      detail: 'We could not parse the JSON body of your request.',
    });
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const param = issue ? paramOf(issue.path) || 'body' : 'body';
  if (issue?.code === 'invalid_type' && valueAt(raw, issue.path) === undefined) {
    throw new OpenAiError(400, 'missing_required_parameter', { param }, param);
  }
  const detail = issue ? describeProblem(issue, compatLocale(c)) : 'invalid';
  throw new OpenAiError(400, 'invalid_request_field', { param, detail }, param);
}
