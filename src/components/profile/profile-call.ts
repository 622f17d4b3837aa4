/** A section's outcome line: saved, or the api's localized refusal. */
export type Outcome = { ok: boolean; text: string } | undefined;

/**
 * Calls `/api{path}` (JSON body, or FormData as is) and reads the JSON answer; a refusal keeps
 * the api's localized `message`.
 *
 * @example const res = await profileCall<User>('/v1/user', 'PATCH', { name })
 */
export async function profileCall<T>(
  path: string,
  method: string,
  body?: unknown,
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const isForm = body instanceof FormData;
    const response = await fetch(`/api${path}`, {
      method,
      headers: body === undefined || isForm ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { message?: string };
    if (response.ok) return { ok: true, data: json as T };
    return { ok: false, message: json.message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}

/** The status paragraph under a section's form. */
export function outcomeOf(
  result: { ok: true } | { ok: false; message: string },
  success: string,
  failed: string,
): Outcome {
  return result.ok ? { ok: true, text: success } : { ok: false, text: result.message || failed };
}
