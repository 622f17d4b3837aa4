import { describe, expect, it } from 'vitest';
import { fieldError, formErrors, formRules } from './field-rules';

describe('field rules', () => {
  it('checks email, password length and confirmation', () => {
    expect(fieldError(['required', 'email'], '', {})).toBe('required');
    expect(fieldError(['required', 'email'], 'a@b', {})).toBe('email_invalid');
    expect(fieldError(['required', 'email'], ' A@B.ru ', {})).toBeNull();
    expect(fieldError(['password'], '1234567', {})).toBe('password_short');
    expect(fieldError(['password'], '12345678', {})).toBeNull();
    expect(fieldError(['confirm'], 'x', { password: 'y' })).toBe('confirm_mismatch');
    expect(fieldError(['code'], '12345', {})).toBe('code_invalid');
  });

  it('reports every broken field of a form', () => {
    expect(
      formErrors(formRules.registration, {
        email: 'nope',
        password: 'short',
        confirm: 'other',
      }),
    ).toEqual({ email: 'email_invalid', password: 'password_short', confirm: 'confirm_mismatch' });
  });
});
