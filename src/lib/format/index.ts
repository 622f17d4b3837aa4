/**
 * The one place the interface turns numbers, money, sizes and dates into text, through Intl for
 * the page's locale (docs/decisions/136-one-formatting-module.md).
 */

export {
  accountTimeZone,
  dateTimeFormat,
  defaultTimeZone,
  formatDateTime,
  formatDay,
  formatMonth,
  formatShortDay,
} from './date';
export { fill } from './fill';
export { type ModelNames, modelName } from './model-name';
export { formatRub, kopecksFromRubInput, rubString } from './money';
export { formatDuration, formatNumber, formatSeconds, formatSize, numberFormat } from './number';
export { formatRubRate, formatTokensShort } from './rate';
export { formatLanguage, formatRetryIn } from './words';
