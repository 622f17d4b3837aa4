import type { FieldError } from '../../lib/auth/field-rules';
import { formatRetryIn } from '../../lib/format';
import type { FormTexts } from './form-types';

type ErrorBody = {
  code?: string;
  message?: string;
  retryAfter?: number;
  fields?: Record<string, FieldError>;
  redirect?: string;
};

export type PostOutcome =
  | { redirect: string }
  | { fields: Record<string, FieldError>; message: string };

/**
 * Posts an auth form to the front as the enhanced island does: JSON back, either where to go
 * or the field errors and one localized message (wait time, network failure, the api's text).
 */
export async function postForm(
  action: string,
  data: FormData,
  texts: FormTexts,
): Promise<PostOutcome> {
  let body: ErrorBody;
  let ok: boolean;
  try {
    const res = await fetch(action, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams(data as unknown as Record<string, string>),
    });
    ok = res.ok;
    body = (await res.json().catch(() => ({}))) as ErrorBody;
  } catch {
    return { fields: {}, message: texts.network };
  }
  if (ok && body.redirect) return { redirect: body.redirect };
  return { fields: body.fields ?? {}, message: messageOf(body, texts) };
}

function messageOf(body: ErrorBody, texts: FormTexts): string {
  if (body.code === 'too_many_attempts') {
    return texts.tooMany.replace('{wait}', formatRetryIn(body.retryAfter ?? 60, texts.locale));
  }
  if (body.code === 'network') return texts.network;
  if (body.code === 'invalid_fields') return texts.hasErrors;
  return body.message || texts.generic;
}
