import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import { issueFormToken } from './form-token';

const png = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** A token issued `ageMs` ago, as if the form had been open that long. */
const tokenAged = async (ageMs = 10_000) => (await issueFormToken(env, Date.now() - ageMs)).token;

async function send(fields: Record<string, string | Blob>, address: string, headers = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return api('/v1/feedback', {
    method: 'POST',
    body: form,
    headers: { 'cf-connecting-ip': address, 'X-Ad-Locale': 'en', ...headers },
  });
}

const rowsFor = (message: string) =>
  env.DB.prepare('SELECT * FROM feedback WHERE message = ?1').bind(message).all<{
    rating: number;
    email: string | null;
    screenshot_key: string | null;
    user_id: string | null;
  }>();

describe('feedback', () => {
  it('stores a rating, text, email and screenshot (R2), with the signed-in author', async () => {
    const { headers, user } = await registerUser();
    const message = `Great app ${crypto.randomUUID()}`;
    const res = await send(
      {
        rating: '4',
        message,
        email: 'reader@example.com',
        formToken: await tokenAged(),
        screenshot: new File([png()], 'shot.png', { type: 'image/png' }),
      },
      '10.1.0.1',
      headers,
    );
    expect(res.status).toBe(201);
    const { results } = await rowsFor(message);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ rating: 4, email: 'reader@example.com', user_id: user.id });
    const key = results[0]?.screenshot_key ?? '';
    expect(key).toMatch(/^feedback\//);
    expect((await env.FILES.get(key))?.httpMetadata?.contentType).toBe('image/png');
  });

  it('refuses bad fields, forged or fresh forms and non-images, storing nothing', async () => {
    const message = `Refused ${crypto.randomUUID()}`;
    const formToken = await tokenAged();
    const cases: [Record<string, string | Blob>, number, string, string?][] = [
      [{ rating: '6', message, formToken }, 400, 'validation_failed', 'rating'],
      [{ rating: '3', message: '   ', formToken }, 400, 'validation_failed', 'message'],
      [
        { rating: '3', message, email: 'not-an-email', formToken },
        400,
        'validation_failed',
        'email',
      ],
      [{ rating: '3', message }, 400, 'feedback_form_expired', 'formToken'],
      [{ rating: '3', message, formToken: 'forged.token' }, 400, 'feedback_form_expired'],
      [
        { rating: '3', message, formToken: await tokenAged(25 * 3600_000) },
        400,
        'feedback_form_expired',
      ],
      [
        { rating: '3', message, formToken, screenshot: new File(['%PDF-1.4'], 'x.png') },
        400,
        'feedback_screenshot_not_image',
        'screenshot',
      ],
    ];
    for (const [fields, status, code, field] of cases) {
      const res = await send(fields, '10.1.0.2');
      expect(res.status, JSON.stringify(fields)).toBe(status);
      const body = (await res.json()) as { code: string; field?: string; message: string };
      expect(body.code).toBe(code);
      if (field) expect(body.field).toBe(field);
      expect(body.message).not.toBe(code);
    }
    const fresh = (await (await api('/v1/feedback/form')).json()) as {
      token: string;
      notBefore: string;
    };
    expect(Date.parse(fresh.notBefore)).toBeGreaterThan(Date.now());
    const early = await send({ rating: '3', message, formToken: fresh.token }, '10.1.0.2');
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ code: 'feedback_too_fast' });
    expect((await rowsFor(message)).results).toHaveLength(0);
  });

  it('refuses a screenshot over 5 MB while reading', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png());
    const res = await send(
      {
        rating: '3',
        message: 'big',
        formToken: await tokenAged(),
        screenshot: new File([big], 'b.png'),
      },
      '10.1.0.3',
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'upload_too_large' });
  });

  it('answers a filled honeypot as if stored, and keeps nothing', async () => {
    const message = `Bot ${crypto.randomUUID()}`;
    const fields = {
      rating: '5',
      message,
      website: 'http://spam.example',
      formToken: await tokenAged(),
    };
    expect((await send(fields, '10.1.0.4')).status).toBe(201);
    expect((await rowsFor(message)).results).toHaveLength(0);
  });

  it('limits sends per address atomically: of 8 at once, 5 pass and 3 get 429', async () => {
    const formToken = await tokenAged();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send({ rating: '5', message: `burst ${i}`, formToken }, '10.1.0.5').then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect((await send({ rating: '5', message: 'other', formToken }, '10.1.0.6')).status).toBe(201);
  });
});
