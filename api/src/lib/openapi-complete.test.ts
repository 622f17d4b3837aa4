import { describe, expect, it } from 'vitest';
import { api } from '../../test/helpers';
import { operationIdOf } from './openapi-complete';

type Operation = { operationId?: string; security?: Array<Record<string, string[]>> };
type Document = { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

const document = async () => (await (await api('/openapi.json')).json()) as Document;

describe('the OpenAPI document tools can use', () => {
  it('names every operation once, declares servers, and derives ids from method and path', async () => {
    const doc = await document();
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(operationIdOf('get', '/v1/message/chat/{chatId}/')).toBe('getV1MessageChatByChatId');
    expect(operationIdOf('post', '/v2/user/security/lostpass')).toBe('postV2UserSecurityLostpass');
  });

  it('declares security the way the api answers a caller without a token', async () => {
    const doc = await document();
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const url = path.replace(/\{[^}]+\}/g, 'no-such-id');
        const res = await api(url, {
          method: method.toUpperCase(),
          headers: { 'content-type': 'application/json', origin: 'http://localhost' },
          body: method === 'get' || method === 'delete' ? undefined : '{}',
        });
        await res.body?.cancel();
        const needsToken = (operation.security ?? []).some(
          (scheme) => 'bearer' in scheme || 'apiKey' in scheme,
        );
        if (needsToken !== (res.status === 401))
          wrong.push(`${method.toUpperCase()} ${path}: declared ${needsToken}, got ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
