import { describe, expect, it } from 'vitest';
import { modelFromCookieHeader, readModel, supportsWebSearch, writeModel } from './model-choice';
import { buildResumeRequest, buildSendRequest } from './send-request';

const base = { messages: [{ role: 'user' as const, content: 'hi' }], requestId: 'r1' };

describe('buildSendRequest', () => {
  it('never sends a placeholder fk- id as chatId', () => {
    const { url } = buildSendRequest({ ...base, model: 'gpt:gpt', chatId: 'fk-123' }, 5);
    expect(url).toBe('/api/v1/openai/gpt/gpt?timestamp=5');
    expect(buildSendRequest({ ...base, model: 'gpt:gpt', chatId: '42' }, 5).url).toContain(
      'chatId=42',
    );
  });

  it('names the picked knowledge bases, comma-separated, in new and saved chats (decision 164)', () => {
    const picked = { ...base, model: 'a:b', knowledge: ['k1', 'k2'] };
    expect(new URL(buildSendRequest(picked).url, 'http://x').searchParams.get('knowledge')).toBe(
      'k1,k2',
    );
    expect(buildSendRequest({ ...picked, chatId: '42' }).url).toContain('knowledge=k1%2Ck2');
    expect(buildSendRequest({ ...base, model: 'a:b', knowledge: [] }).url).not.toContain(
      'knowledge',
    );
  });

  it('sends browsing only for gpt:gpt and gpt:gpt-mini', () => {
    expect(buildSendRequest({ ...base, model: 'gpt:gpt-mini', webSearch: true }).url).toContain(
      'browsing=true',
    );
    expect(
      buildSendRequest({ ...base, model: 'gemini:gemini-25-flash', webSearch: true }).url,
    ).not.toContain('browsing');
  });

  it('posts multipart with messages, requestId and the stream header', () => {
    const { init } = buildSendRequest({ ...base, model: 'a:b', regeneration: true });
    const body = init.body as FormData;
    expect(JSON.parse(String(body.get('messages')))).toEqual(base.messages);
    expect(body.get('requestId')).toBe('r1');
    expect(body.get('regeneration')).toBe('true');
    expect((init.headers as Record<string, string>)['X-Stream']).toBe('true');
  });

  it("carries the chat's tool switches in the body, none when all are defaults (decision 206)", () => {
    const choice = { 'mcp:s1': false, code: true };
    const body = buildSendRequest({ ...base, model: 'a:b', toolChoice: choice }).init
      .body as FormData;
    expect(JSON.parse(String(body.get('toolChoice')))).toEqual(choice);
    const plain = buildSendRequest({ ...base, model: 'a:b', toolChoice: {} }).init.body as FormData;
    expect(plain.get('toolChoice')).toBeNull();
  });

  it('resumes with Last-Event-ID when one is known', () => {
    const resume = buildResumeRequest('r1', '17');
    expect(resume.url).toBe('/api/v1/openai/stream/r1');
    expect((resume.init.headers as Record<string, string>)['Last-Event-ID']).toBe('17');
    expect(
      (buildResumeRequest('r1').init.headers as Record<string, string>)['Last-Event-ID'],
    ).toBeUndefined();
  });
});

describe('model choice', () => {
  it('defaults to gemini:gemini-25-flash and remembers the choice', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(readModel(storage)).toBe('gemini:gemini-25-flash');
    // Nothing remembered: the deployment's own default, when the page came with it.
    expect(readModel(storage, 'claude:sonnet')).toBe('claude:sonnet');
    writeModel(storage, 'gpt:gpt');
    expect(readModel(storage)).toBe('gpt:gpt');
    expect(readModel(storage, 'claude:sonnet')).toBe('gpt:gpt');
    expect(supportsWebSearch('gpt:gpt')).toBe(true);
    expect(supportsWebSearch('claude:sonnet')).toBe(false);
  });

  it('reads the remembered model from its cookie, and nothing that is not a model', () => {
    expect(modelFromCookieHeader('locale=ru; beseda_model=gpt:gpt-mini; theme=dark')).toBe(
      'gpt:gpt-mini',
    );
    expect(modelFromCookieHeader('beseda_model=claude:sonnet-4.5')).toBe('claude:sonnet-4.5');
    expect(modelFromCookieHeader('beseda_model=<script>')).toBeUndefined();
    expect(modelFromCookieHeader('xbeseda_model=gpt:gpt')).toBeUndefined();
    expect(modelFromCookieHeader(undefined)).toBeUndefined();
  });
});
