import { formatDay } from '../../lib/format/date';
import { formatRub } from '../../lib/format/money';
import * as m from '../../paraglide/messages.js';
import type { ErrorKind, MemberLimit } from './ui-message';

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
