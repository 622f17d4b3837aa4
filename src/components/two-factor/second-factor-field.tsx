'use client';

import { ProfileField } from '../profile/profile-fields';

/**
 * The second factor a sensitive action asks for again while two-factor is on (`label` set);
 * nothing while it is off. Its value goes to the api as `code`.
 */
export function SecondFactorField({ id, label }: { id: string; label?: string }) {
  if (!label) return null;
  return (
    <ProfileField
      id={id}
      label={label}
      name="secondFactor"
      required
      autoComplete="one-time-code"
      data-testid={id}
    />
  );
}

/** The `code` to send from a form holding a `SecondFactorField`, or nothing. */
export function secondFactorOf(form: FormData): { code?: string } {
  const code = String(form.get('secondFactor') ?? '').trim();
  return code ? { code } : {};
}

/**
 * True when the api refused a sensitive action for its second factor (none given, or a wrong
 * one): the form then shows a `SecondFactorField` and the person sends it again (decision 167).
 */
export function asksSecondFactor(result: { code?: string }): boolean {
  return result.code === 'two_factor_code_required' || result.code === 'invalid_two_factor_code';
}
