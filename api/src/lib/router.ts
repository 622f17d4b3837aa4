import { OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { Env as HonoEnv } from 'hono';
import { zodValidationError } from './validation-error';

type HookResult = { success: true } | { success: false; error: z.ZodError; data?: unknown };

/** Turns the first failed check into 400 `validation_failed` naming the field. */
export function validationHook(result: HookResult, target?: string): void {
  if (!result.success) throw zodValidationError(result.error, result.data, target || 'body');
}

/**
 * One router per resource: an OpenAPIHono whose routes validate with their zod schemas and
 * land in `GET /openapi.json`. Mount it with `app.route()`.
 *
 * @example export const users = createRouter<AuthEnv>().openapi(getUserRoute, handler)
 */
export function createRouter<E extends HonoEnv>() {
  return new OpenAPIHono<E>({ defaultHook: (result) => validationHook(result) });
}

/** `{code, message}`: the body of every 4xx/5xx answer. */
export const ErrorSchema = z
  .object({
    code: z.string().openapi({ example: 'validation_failed' }),
    message: z.string(),
    field: z.string().optional(),
  })
  .openapi('Error');

/** An error answer of a route, for its `responses`. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorSchema } } };
}

/** The 401 of every route behind `requireAuth`. */
export const notSignedInResponse = errorResponse('Not signed in');

/** A JSON answer of a route, for its `responses`. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** The bearer security requirement of routes that need an access (or refresh) token. */
export const bearerSecurity = [{ bearer: [] }];

/**
 * Publishes `route` in `GET /openapi.json` for a handler chain that validates with the same
 * schemas itself (`validate()`). Routes with a JSON body use this: `.openapi()` would refuse
 * a body that is not JSON with 415, where they have always answered 400 `validation_failed`.
 *
 * @example documentRoute(chats, renameChatRoute); chats.patch('/:id', validate('json', S), h)
 */
export function documentRoute<E extends HonoEnv>(router: OpenAPIHono<E>, route: RouteConfig) {
  router.openAPIRegistry.registerPath(route);
}
