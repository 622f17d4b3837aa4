/**
 * What the generated OpenAPI document lacks for tools that read it (Redocly's recommended lint,
 * client generators), filled in one place instead of on every route
 * (docs/decisions/092-openapi-lint.md):
 * - `operationId` from the method and path where a route names none (`GET /v1/chat/{id}` →
 *   `getV1ChatById`);
 * - `security: []` on routes that declare none: a route behind `requireAuth` declares
 *   `bearerSecurity`, so the rest are public (the api tests hold both to what the api answers);
 * - `nullable` only beside a `type` (zod's `z.unknown().nullable()` has none; any value already
 *   admits null there).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

/**
 * A stable operation id for a route without one.
 *
 * @example operationIdOf('get', '/v1/message/chat/{chatId}/') // 'getV1MessageChatByChatId'
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? `By${pascal(parameter)}` : pascal(segment);
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function dropTypelessNullable(node: Json): void {
  if (Array.isArray(node)) {
    for (const item of node) dropTypelessNullable(item);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable === true && !('type' in node) && !('$ref' in node) && !('allOf' in node))
    delete node.nullable;
  for (const value of Object.values(node)) dropTypelessNullable(value);
}

/** Completes a generated document in place (see the module comment) and returns it. */
export function completeOpenApiDocument<T extends object>(document: T): T {
  const doc = document as unknown as JsonObject;
  const seen = new Set<string>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method) || !isObject(operation)) continue;
      if (typeof operation.operationId !== 'string')
        operation.operationId = operationIdOf(method, path);
      if (seen.has(operation.operationId))
        throw new Error(`Two operations are named ${operation.operationId}`);
      seen.add(operation.operationId);
      operation.security ??= [];
    }
  }
  dropTypelessNullable(doc);
  return document;
}
