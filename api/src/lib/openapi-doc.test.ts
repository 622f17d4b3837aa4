import { describe, expect, it } from 'vitest';
import { api } from '../../test/helpers';

const contract: Array<[string, string]> = [
  ['post', '/v1/auth/register'],
  ['post', '/v1/auth/login'],
  ['post', '/v1/auth/refresh'],
  ['post', '/v1/auth/logout'],
  ['get', '/v1/auth/session'],
  ['post', '/v2/user/auth/users/promo-user-registration'],
  ['get', '/v2/user/promocodes/promo-days'],
  ['post', '/v2/user/security/lostpass'],
  ['put', '/v2/user/security/lostpass'],
  ['get', '/v1/user'],
  ['patch', '/v1/user'],
  ['get', '/v1/entity'],
  ['patch', '/v1/entity'],
  ['get', '/v1/entity/members'],
  ['post', '/v1/entity/members'],
  ['delete', '/v1/entity/members/{userId}'],
];

type Operation = { responses?: Record<string, unknown>; security?: unknown[] };
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
};

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3 document listing every route of the contract', async () => {
    const res = await api('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Document;
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    for (const [method, path] of contract) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(0);
    }
    expect(doc.components?.securitySchemes).toHaveProperty('bearer');
  });

  it('only references schemas it defines', async () => {
    const text = await (await api('/openapi.json')).text();
    const doc = JSON.parse(text) as Document;
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components?.schemas, ref).toHaveProperty(ref ?? '');
  });
});
