import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const api = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://api.test${path}`, init));

describe('api foundation', () => {
  it('answers /health after reading D1', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', schema: '1' });
  });

  it('answers unknown routes with a localized 404 JSON body', async () => {
    const res = await api('/no-such-route', { headers: { 'X-Ad-Locale': 'en' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Not found' });
    const ru = await api('/no-such-route');
    expect(await ru.json()).toEqual({ code: 'not_found', message: 'Не найдено' });
  });
});
