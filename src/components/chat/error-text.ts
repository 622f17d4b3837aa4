import { formatDay } from '../../lib/format/date';
import { formatRub } from '../../lib/format/money';
import * as m from '../../paraglide/messages.js';
import { type ErrorKind, errorKind, type MemberLimit, memberLimitOf } from './ui-message';

const plain = {
  funds: m.chat_error_funds,
  model: m.chat_error_model,
  rate: m.chat_error_rate,
  provider: m.chat_error_provider,
  network: m.chat_error_network,
};

/**
 * What a failed send says: a member's reached limit with its amount and the day it resets (a
 * member's month runs by Moscow's calendar, decision 228), else the kind's own sentence.
 *
 * @example errorText({ kind: 'limit', limit }, 'en') // 'Your monthly limit of RUB 5.00 is reached; it resets 1 Jan 2027.'
 */
export function errorText(error: { kind: ErrorKind; limit?: MemberLimit }, locale: string): string {
  const options = { locale: locale as 'en' | 'ru' };
  if (error.kind === 'limit') {
    const { limit } = error;
    return limit
      ? m.chat_error_limit(
          {
            limit: formatRub(limit.limitKopecks, locale),
            date: formatDay(limit.resetsAt, locale, { timeZone: 'Europe/Moscow' }),
          },
          options,
        )
      : m.chat_error_limit_plain({}, options);
  }
  return plain[error.kind]({}, options);
}

/**
 * A studio's refused send (images, Midjourney, the text studio): a reached limit with its amount
 * and reset day, or the model the owner did not allow; undefined for any other refusal, which
 * the studio shows with the api's own message.
 *
 * @example refusalText({ code: 'model_not_allowed' }, 403, 'en') // "Your team's owner has not allowed…"
 */
export function refusalText(
  body: Record<string, unknown> | null | undefined,
  status: number | undefined,
  locale: string,
): string | undefined {
  const kind = errorKind(typeof body?.code === 'string' ? body.code : undefined, status);
  if (kind !== 'limit' && kind !== 'model') return undefined;
  return errorText({ kind, limit: memberLimitOf(body ?? undefined) }, locale);
}
