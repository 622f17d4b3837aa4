/**
 * Field rules of the sign-in, registration and reset forms, checked in the browser as the person
 * types and again by the front before anything reaches the api.
 */
export type FieldError =
  | 'required'
  | 'email_invalid'
  | 'password_short'
  | 'confirm_mismatch'
  | 'code_invalid';
export type FieldRule = 'required' | 'email' | 'password' | 'confirm' | 'code';

export const minPasswordLength = 8;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first rule a value breaks, or null. `confirm` compares with `values.password`.
 *
 * @example fieldError(['required', 'email'], 'a@b', {}) // 'email_invalid'
 */
export function fieldError(
  rules: readonly FieldRule[],
  value: string,
  values: Record<string, string>,
): FieldError | null {
  const trimmed = value.trim();
  for (const rule of rules) {
    if (rule === 'required' && trimmed === '') return 'required';
    if (trimmed === '' && rule !== 'confirm') continue;
    if (rule === 'email' && (trimmed.length > 254 || !emailPattern.test(trimmed))) {
      return 'email_invalid';
    }
    if (rule === 'password' && value.length < minPasswordLength) return 'password_short';
    if (rule === 'confirm' && value !== (values.password ?? '')) return 'confirm_mismatch';
    if (rule === 'code' && !/^\d{6}$/.test(trimmed)) return 'code_invalid';
  }
  return null;
}

/** Checks every field of a form; the errors by field name, in the order given. */
export function formErrors(
  fields: Record<string, readonly FieldRule[]>,
  values: Record<string, string>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [name, rules] of Object.entries(fields)) {
    const error = fieldError(rules, values[name] ?? '', values);
    if (error) errors[name] = error;
  }
  return errors;
}

/** The rules of each form, shared by its page (browser) and its front endpoint (server). */
export const formRules = {
  login: { email: ['required', 'email'], password: ['required'] },
  registration: {
    name: [],
    email: ['required', 'email'],
    password: ['required', 'password'],
    confirm: ['required', 'confirm'],
    promo: [],
  },
  resetRequest: { email: ['required', 'email'] },
  resetCode: { code: ['required', 'code'] },
  resetPassword: { password: ['required', 'password'], confirm: ['required', 'confirm'] },
  confirmEmail: { code: ['required', 'code'] },
  // An authenticator's 6 digits or a recovery code (`k7m2p-x9qrt`): the api tells them apart.
  twoFactor: { code: ['required'] },
} as const satisfies Record<string, Record<string, readonly FieldRule[]>>;

export type FormName = keyof typeof formRules;
