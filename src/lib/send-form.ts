/** What `sendForm` learned: the api's JSON answer, or its `{code, message, field}` refusal. */
export type SentForm<T> =
  | { ok: true; body: T }
  | { ok: false; code: string; message: string | null; field?: string };

/**
 * POSTs a multipart form to a same-origin `/api/...` route. A refusal keeps the api's localized
 * message; a network failure is `{code: 'network', message: null}` so the island shows its own.
 *
 * @example const sent = await sendForm<Ticket>('/api/v1/support/tickets', new FormData(form))
 */
export async function sendForm<T>(path: string, form: FormData): Promise<SentForm<T>> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    return { ok: false, code: 'network', message: null };
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok) return { ok: true, body: body as T };
  return {
    ok: false,
    code: typeof body?.code === 'string' ? body.code : `http_${res.status}`,
    message: typeof body?.message === 'string' ? body.message : null,
    field: typeof body?.field === 'string' ? body.field : undefined,
  };
}
