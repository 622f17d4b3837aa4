import { describe, expect, it } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { api } from '../../test/helpers';

type Operation = { requestBody?: { content?: Record<string, unknown> } };
type Document = { paths: Record<string, Record<string, Operation>> };

/** JSON that parses but is no object, and JSON that does not parse. */
const notObjects = ['null', '[]', '[null]', '"text"', '0', 'true', '{"a":', ''];

/** `{code, message}`, or under `/openai/` the OpenAI client's own `{error: {message, type}}`. */
function isErrorShape(path: string, answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const shape = path.startsWith('/openai/')
    ? (answer as { error?: { message?: unknown; type?: unknown } }).error
    : (answer as { code?: unknown; message?: unknown });
  const kind = shape && ('code' in shape ? shape.code : (shape as { type?: unknown }).type);
  return typeof shape?.message === 'string' && typeof kind === 'string';
}

describe('every api route with a JSON body, sent something that is not one object', () => {
  it('answers 4xx `{code, message}`, never a 5xx', async () => {
    // A signed-in owner of an API key: the session reaches the /v1 validators, the key /openai.
    const { headers, key } = await createKey();
    const doc = (await (await api('/openapi.json')).json()) as Document;
    const wrong: string[] = [];
    let sent = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.requestBody?.content?.['application/json']) continue;
        const url = path.replace(/\{[^}]+\}/g, 'no-such-id');
        for (const body of notObjects) {
          sent += 1;
          const authorization = path.startsWith('/openai/')
            ? `Bearer ${key}`
            : headers.Authorization;
          const res = await api(url, {
            method: method.toUpperCase(),
            headers: {
              authorization,
              'content-type': 'application/json',
              origin: 'http://localhost',
            },
            body,
          });
          const answer: unknown = await res.json().catch(() => undefined);
          if (res.status >= 500 || (res.status >= 400 && !isErrorShape(path, answer))) {
            wrong.push(`${method.toUpperCase()} ${path} ${body || '(empty)'}: ${res.status}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 120_000);
});
