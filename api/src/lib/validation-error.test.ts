import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';

type ErrorBody = { code: string; field: string; message: string };

/** A Russian message: Cyrillic, and no Latin letter outside the quoted field name. */
function expectRussian(body: ErrorBody) {
  expect(body.message).toContain(`«${body.field}»`);
  expect(body.message.replace(`«${body.field}»`, '')).not.toMatch(/[A-Za-z]/);
  expect(body.message).toMatch(/[а-яё]/i);
}

/** An English message: no Cyrillic letter at all, the field name in quotes. */
function expectEnglish(body: ErrorBody) {
  expect(body.message).toContain(`"${body.field}"`);
  expect(body.message).not.toMatch(/[а-яё]/i);
}

async function register(body: unknown, headers: Record<string, string> = {}) {
  const res = await api('/v1/auth/register', json('POST', body, headers));
  expect(res.status).toBe(400);
  return (await res.json()) as ErrorBody;
}

describe('validation_failed speaks one language', () => {
  it('says in Russian by default, and in English on request, that a password is too short', async () => {
    const body = { email: 'short-pw@example.com', password: 'short' };
    const ru = await register(body);
    expect(ru).toEqual({
      code: 'validation_failed',
      field: 'password',
      message: 'Поле «password» должно содержать не менее 8 символов',
    });
    expectRussian(ru);
    const en = await register(body, { 'X-Ad-Locale': 'en' });
    expect(en.message).toBe('The field "password" must contain at least 8 characters');
    expectEnglish(en);
  });

  it('names a bad and a missing email in the caller’s language', async () => {
    const bad = { email: 'not-an-email', password: 'long enough pw' };
    const ru = await register(bad);
    expect(ru.message).toBe('Поле «email» должно быть корректным адресом электронной почты');
    expectRussian(ru);
    const en = await register(bad, { 'X-Ad-Locale': 'en' });
    expect(en.message).toBe('The field "email" must be a valid email address');
    expectEnglish(en);

    const missing = await register({ password: 'long enough pw' });
    expect(missing).toMatchObject({ field: 'email', message: 'Поле «email» обязательно' });
    const missingEn = await register({ password: 'long enough pw' }, { 'X-Ad-Locale': 'en' });
    expect(missingEn.message).toBe('The field "email" is required');
  });

  it('explains a bad requestId of a multipart send in Russian and in English', async () => {
    const { headers } = await registerUser();
    const sendWithId = async (requestId: string, locale?: string) => {
      const form = new FormData();
      form.set('messages', JSON.stringify([{ role: 'user', content: 'hi' }]));
      form.set('requestId', requestId);
      const res = await api('/v1/openai/gpt/gpt-mini', {
        method: 'POST',
        body: form,
        headers: { ...headers, ...(locale ? { 'X-Ad-Locale': locale } : {}) },
      });
      expect(res.status).toBe(400);
      return (await res.json()) as ErrorBody;
    };
    const ru = await sendWithId('r1');
    expect(ru).toEqual({
      code: 'validation_failed',
      field: 'requestId',
      message:
        'Поле «requestId» должно содержать от 8 до 100 символов: латинские буквы, цифры, «-» и «_»',
    });
    expectRussian(ru);
    const en = await sendWithId('r1', 'en');
    expect(en.message).toBe(
      'The field "requestId" must be 8 to 100 characters: Latin letters, digits, "-" and "_"',
    );
    expectEnglish(en);
  });

  it('says what is wrong with a message of a send, naming it by its path', async () => {
    const { headers } = await registerUser();
    const form = new FormData();
    form.set('messages', JSON.stringify([{ role: 'robot', content: 'hi' }]));
    form.set('requestId', crypto.randomUUID());
    const res = await api('/v1/openai/gpt/gpt-mini', { method: 'POST', body: form, headers });
    const body = (await res.json()) as ErrorBody;
    expect(body).toMatchObject({
      field: 'messages.0.role',
      message:
        'Поле «messages.0.role» должно быть одним из значений: «user», «assistant», «system»',
    });
  });
});
