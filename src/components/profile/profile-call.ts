import { callApi } from '../../lib/call-api';

/** A section's outcome line: saved, or the api's localized refusal. */
export type Outcome = { ok: boolean; text: string } | undefined;

/**
 * `callApi` for the profile's sections: a refusal keeps the api's localized `message` ('' when
 * there is none, so the section shows its own fallback).
 *
 * @example const res = await profileCall<User>('/v1/user', 'PATCH', { name })
 */
export async function profileCall<T>(
  path: string,
  method: string,
  body?: unknown,
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  const result = await callApi<T>(path, method, body);
  return result.ok ? result : { ok: false, message: result.message ?? '' };
}

/** The status paragraph under a section's form. */
export function outcomeOf(
  result: { ok: true } | { ok: false; message: string },
  success: string,
  failed: string,
): Outcome {
  return result.ok ? { ok: true, text: success } : { ok: false, text: result.message || failed };
}
