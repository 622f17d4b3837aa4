import { describe, expect, it } from 'vitest';
import { api } from '../../test/helpers';

const contract: Array<[string, string]> = [
  ['post', '/v1/auth/register'],
  ['post', '/v1/auth/login'],
  ['post', '/v1/auth/login/2fa'],
  ['post', '/v1/auth/passkey/options'],
  ['post', '/v1/auth/passkey'],
  ['post', '/v1/auth/refresh'],
  ['post', '/v1/auth/logout'],
  ['get', '/v1/auth/session'],
  ['post', '/v1/auth/confirm-email'],
  ['post', '/v1/auth/confirm-email/resend'],
  ['post', '/v2/user/auth/users/promo-user-registration'],
  ['get', '/v2/user/promocodes/promo-days'],
  ['post', '/v2/user/security/lostpass'],
  ['put', '/v2/user/security/lostpass'],
  ['get', '/v1/user'],
  ['patch', '/v1/user'],
  ['get', '/v1/user/sessions'],
  ['post', '/v1/user/sessions/sign-out-others'],
  ['post', '/v1/user/email'],
  ['post', '/v1/user/email/confirm'],
  ['post', '/v1/user/avatar'],
  ['get', '/v1/avatars/config'],
  ['get', '/v1/avatars'],
  ['post', '/v1/avatars'],
  ['get', '/v1/avatars/{id}'],
  ['post', '/v1/avatars/{id}/images/{imageId}/profile'],
  ['post', '/v1/text-studio/{chatId}/continue'],
  ['get', '/v1/text-studio'],
  ['delete', '/v1/text-studio/{chatId}'],
  ['get', '/v1/mcp/servers'],
  ['post', '/v1/mcp/servers'],
  ['patch', '/v1/mcp/servers/{id}'],
  ['delete', '/v1/mcp/servers/{id}'],
  ['post', '/v1/mcp/oauth/callback'],
  ['get', '/v1/memories'],
  ['post', '/v1/memories'],
  ['delete', '/v1/memories'],
  ['patch', '/v1/memories/{id}'],
  ['delete', '/v1/memories/{id}'],
  ['get', '/v1/knowledge'],
  ['post', '/v1/knowledge'],
  ['patch', '/v1/knowledge/{id}'],
  ['delete', '/v1/knowledge/{id}'],
  ['post', '/v1/knowledge/{id}/documents'],
  ['get', '/v1/knowledge/{id}/documents'],
  ['delete', '/v1/knowledge/{id}/documents/{docId}'],
  ['get', '/v1/knowledge/{id}/documents/{docId}/passages/{n}'],
  ['get', '/v1/user/export'],
  ['post', '/v1/user/delete'],
  ['get', '/v1/user/2fa'],
  ['post', '/v1/user/2fa/totp'],
  ['post', '/v1/user/2fa/totp/confirm'],
  ['delete', '/v1/user/2fa/totp'],
  ['post', '/v1/user/passkeys/options'],
  ['post', '/v1/user/passkeys/confirmation'],
  ['post', '/v1/user/passkeys'],
  ['get', '/v1/user/passkeys'],
  ['patch', '/v1/user/passkeys/{id}'],
  ['delete', '/v1/user/passkeys/{id}'],
  ['get', '/v1/auth/oauth/providers'],
  ['post', '/v1/auth/oauth/{provider}/start'],
  ['post', '/v1/auth/oauth/{provider}/callback'],
  ['get', '/v1/user/oauth'],
  ['post', '/v1/user/oauth/{provider}'],
  ['delete', '/v1/user/oauth/{provider}'],
  ['get', '/v1/entity'],
  ['patch', '/v1/entity'],
  ['get', '/v1/entity/alerts'],
  ['get', '/v1/entity/members'],
  ['post', '/v1/entity/members'],
  ['patch', '/v1/entity/members/{userId}'],
  ['delete', '/v1/entity/members/{userId}'],
  ['get', '/v1/entity/invitations'],
  ['post', '/v1/entity/invitations/{id}/accept'],
  ['post', '/v1/entity/invitations/{id}/decline'],
  ['delete', '/v1/entity/invitations/{id}'],
  ['post', '/v1/entity/invitations/{id}/resend'],
  ['get', '/v1/entity/current'],
  ['put', '/v1/entity/current'],
  ['get', '/v1/chat'],
  ['get', '/v1/chat/search'],
  ['get', '/v1/chat/{id}'],
  ['patch', '/v1/chat/{id}'],
  ['patch', '/v1/chat/delete/{id}'],
  ['post', '/v1/chat/share/'],
  ['post', '/v1/chat/{id}/copy'],
  ['get', '/v1/chat/{id}/summaries/{summaryId}'],
  ['post', '/v1/chat/{id}/summaries/{summaryId}/chat'],
  ['get', '/v1/chat/{id}/export'],
  ['get', '/v1/chat/export'],
  ['post', '/v1/chat/import'],
  ['put', '/v1/message/rating/{id}'],
  ['delete', '/v1/message/rating/{id}'],
  ['get', '/v1/message/chat/{chatId}/ratings'],
  ['patch', '/v1/chat/{id}/placement'],
  ['put', '/v1/chat/{id}/tools'],
  ['get', '/v1/chat/folders'],
  ['post', '/v1/chat/folders'],
  ['patch', '/v1/chat/folders/{id}'],
  ['delete', '/v1/chat/folders/{id}'],
  ['get', '/v1/message/chat/{chatId}/'],
  ['post', '/v1/message'],
  ['get', '/v1/message/attachment/{id}'],
  ['put', '/v1/message/chat/{chatId}/branch'],
  ['post', '/v1/openai/{provider}/{llm}'],
  ['get', '/v1/openai/stream/{requestId}'],
  ['post', '/v1/openai/stop/{requestId}'],
  ['post', '/v1/openai/tool-approval/{requestId}'],
  ['post', '/v1/openai/tool-result/{requestId}'],
  ['post', '/v1/openai/tool-result/{requestId}/files'],
  ['post', '/v1/openai/estimate'],
  ['get', '/v2/llm/cabinet/models'],
  ['get', '/v2/prompts/groups'],
  ['get', '/v1/api-keys'],
  ['post', '/v1/api-keys'],
  ['delete', '/v1/api-keys/{id}'],
  ['get', '/openai/v1/models'],
  ['post', '/openai/v1/chat/completions'],
  ['post', '/openai/v1/embeddings'],
  ['get', '/v1/assistants'],
  ['get', '/v1/assistants/{id}'],
  ['post', '/v1/openai/midjourney/generate'],
  ['post', '/v1/openai/midjourney/button'],
  ['get', '/v1/openai/midjourney'],
  ['get', '/v1/openai/midjourney/{id}'],
  ['get', '/v1/openai/midjourney/{id}/preview'],
  ['get', '/v1/media/{id}'],
  ['get', '/v1/media/{id}/thumbnail'],
  ['get', '/v1/aimedia/voices'],
  ['post', '/v1/aimedia/stt/transcribe'],
  ['post', '/v1/aimedia/yandex/synthesize'],
  ['get', '/v1/aimedia/stt/transcriptions'],
  ['get', '/v1/aimedia/stt/transcriptions/{id}'],
  ['patch', '/v1/aimedia/stt/transcriptions/{id}'],
  ['delete', '/v1/aimedia/stt/transcriptions/{id}'],
  ['post', '/v1/aimedia/stt/uploads'],
  ['get', '/v1/aimedia/stt/uploads/{id}'],
  ['put', '/v1/aimedia/stt/uploads/{id}/parts/{part}'],
  ['post', '/v1/aimedia/stt/uploads/{id}/complete'],
  ['delete', '/v1/aimedia/stt/uploads/{id}'],
  ['delete', '/v1/media/{id}'],
  ['get', '/v1/entity/ledger'],
  ['get', '/v1/entity/ledger.csv'],
  ['get', '/v1/entity/spending'],
  ['post', '/v2/user/promocodes/redeem'],
  ['get', '/v1/payments/config'],
  ['post', '/v1/payments'],
  ['get', '/v1/payments/{id}'],
  ['post', '/v1/payments/yookassa/notifications'],
  // Issue 13: the public price list, feedback, support tickets
  ['get', '/v1/prices'],
  ['get', '/v1/feedback/form'],
  ['post', '/v1/feedback'],
  ['post', '/v1/support/tickets'],
  ['get', '/v1/support/tickets'],
  ['get', '/v1/support/tickets/{id}'],
];

type Content = Record<string, { schema?: unknown }>;
type Parameter = { name: string; in: string; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Content };
  responses?: Record<string, { content?: Content }>;
  security?: unknown[];
};
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

  it('describes the chat routes’ parameters, bodies and answers', async () => {
    const doc = (await (await api('/openapi.json')).json()) as Document;
    const op = (method: string, path: string) => doc.paths[path]?.[method] ?? {};
    const params = (operation: Operation) =>
      (operation.parameters ?? []).map((p) => `${p.in}:${p.name}`).sort();

    expect(params(op('get', '/v1/chat'))).toEqual(['query:mode', 'query:page', 'query:take']);
    expect(params(op('patch', '/v1/chat/{id}'))).toEqual(['path:id']);
    expect(op('patch', '/v1/chat/{id}').requestBody?.content).toHaveProperty('application/json');
    expect(op('post', '/v1/chat/share/').requestBody?.content).toHaveProperty('application/json');
    expect(params(op('get', '/v1/message/chat/{chatId}/'))).toEqual([
      'path:chatId',
      'query:branch',
      'query:pageNumber',
      'query:pageSize',
    ]);
    expect(op('post', '/v1/message').responses).toHaveProperty('201');
    expect(params(op('get', '/v1/openai/stream/{requestId}'))).toEqual([
      'header:last-event-id',
      'path:requestId',
    ]);

    const send = op('post', '/v1/openai/{provider}/{llm}');
    expect(params(send)).toEqual([
      'header:X-Stream',
      'path:llm',
      'path:provider',
      'query:answerTo',
      'query:assistantId',
      'query:browsing',
      'query:chatId',
      'query:code',
      'query:folderId',
      'query:image',
      'query:knowledge',
      'query:reasoningEffort',
      'query:studio',
      'query:studioAction',
      'query:temporary',
      'query:timestamp',
      'query:userId',
    ]);
    const form = send.requestBody?.content['multipart/form-data']?.schema;
    const formSchema = doc.components?.schemas?.SendForm as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(form).toEqual({ $ref: '#/components/schemas/SendForm' });
    expect(Object.keys(formSchema.properties).sort()).toEqual([
      'editOf',
      'file',
      'inputMediaId',
      'messages',
      'n',
      'parentId',
      'regeneration',
      'requestId',
      'size',
    ]);
    expect(formSchema.required.sort()).toEqual(['messages', 'requestId']);
    expect(Object.keys(send.responses?.['200']?.content ?? {}).sort()).toEqual([
      'application/json',
      'text/event-stream',
    ]);
  });

  it('publishes no path the api does not answer', async () => {
    const doc = (await (await api('/openapi.json')).json()) as Document;
    const published = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    const expected = [...contract.map(([method, path]) => `${method} ${path}`)];
    expect(published.sort()).toEqual(expected.sort());
  });
});
