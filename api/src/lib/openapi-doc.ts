import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env as HonoEnv } from 'hono';
import { completeOpenApiDocument } from './openapi-complete';

/**
 * Serves `GET /openapi.json`, generated from the schemas the routes validate with, so the
 * published contract cannot drift from the code.
 */
export function publishOpenApi<E extends HonoEnv>(app: OpenAPIHono<E>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token; for POST /v1/auth/refresh the refresh token',
  });
  const config = {
    openapi: '3.0.3',
    info: {
      title: 'Beseda API',
      version: '1.0.0',
      description:
        'Every request may carry X-AD-OS and X-Ad-Locale (ru default, en); error messages follow X-Ad-Locale.',
    },
    // Relative: the api answers wherever it is deployed (workers.dev, a route, a service binding).
    servers: [{ url: '/', description: 'This api, where this document is served from' }],
  };
  app.get('/openapi.json', (c) =>
    c.json(completeOpenApiDocument(app.getOpenAPIDocument(config)) as object),
  );
}
