import type { z } from 'zod';
import type { Locale, Localized } from './messages';

/**
 * What is wrong with a field, said the way a person would. Each text completes the sentence
 * `The field "x" …` / `Поле «x» …` of `validation_failed`. We keep our own texts rather than
 * zod's locales: zod's ru locale leaks English type names and regex sources ("ожидалось, что
 * string будет иметь >=8 символов").
 */
const issueTexts = {
  required: { en: 'is required', ru: 'обязательно' },
  invalid: { en: 'has an invalid value', ru: 'имеет недопустимое значение' },
  wrong_type: { en: 'has the wrong type', ru: 'имеет неверный тип' },
  must_be: { en: 'must be {what}', ru: 'должно быть {what}' },
  not_empty: { en: 'must not be empty', ru: 'не должно быть пустым' },
  size_min: { en: 'must contain at least {n} {unit}', ru: 'должно содержать не менее {n} {unit}' },
  size_max: { en: 'must contain at most {n} {unit}', ru: 'должно содержать не более {n} {unit}' },
  number_min: { en: 'must be at least {n}', ru: 'должно быть не меньше {n}' },
  number_above: { en: 'must be greater than {n}', ru: 'должно быть больше {n}' },
  number_max: { en: 'must be at most {n}', ru: 'должно быть не больше {n}' },
  number_below: { en: 'must be less than {n}', ru: 'должно быть меньше {n}' },
  multiple_of: { en: 'must be a multiple of {n}', ru: 'должно быть кратно {n}' },
  one_of: { en: 'must be one of: {values}', ru: 'должно быть одним из значений: {values}' },
  unknown_keys: { en: 'has unknown keys: {values}', ru: 'содержит неизвестные ключи: {values}' },
  bad_format: { en: 'has an invalid format', ru: 'имеет неверный формат' },
  email: {
    en: 'must be a valid email address',
    ru: 'должно быть корректным адресом электронной почты',
  },
  url: { en: 'must be a valid web address', ru: 'должно быть корректным веб-адресом' },
  uuid: { en: 'must be a UUID', ru: 'должно быть идентификатором UUID' },
} satisfies Record<string, Localized>;

/** `must be {what}` for zod's expected types; others get `wrong_type`. */
const typeNames: Record<string, Localized> = {
  string: { en: 'a string', ru: 'строкой' },
  number: { en: 'a number', ru: 'числом' },
  int: { en: 'a whole number', ru: 'целым числом' },
  boolean: { en: 'true or false', ru: 'true или false' },
  array: { en: 'a list', ru: 'списком' },
  object: { en: 'an object', ru: 'объектом' },
};

/** Units of sized values, as [one, other] after "at least n" / "не менее n" (genitive in ru). */
const units: Record<string, Record<Locale, [string, string]>> = {
  string: { en: ['character', 'characters'], ru: ['символа', 'символов'] },
  array: { en: ['item', 'items'], ru: ['элемента', 'элементов'] },
  set: { en: ['item', 'items'], ru: ['элемента', 'элементов'] },
  file: { en: ['byte', 'bytes'], ru: ['байта', 'байт'] },
};

const featureTexts = new Map<string, Localized>();

/**
 * Registers a feature's own validation texts and returns their keys. Give a key as the
 * message of a zod check, and it is rendered in the caller's locale like zod's own checks.
 *
 * @example
 * const rules = defineIssueTexts({ six_digits: { en: 'must be six digits', ru: 'должно состоять из шести цифр' } });
 * z.string().regex(/^\d{6}$/, rules.six_digits)
 */
export function defineIssueTexts<K extends string>(texts: Record<K, Localized>): { [P in K]: P } {
  const keys = {} as { [P in K]: P };
  for (const key of Object.keys(texts) as K[]) {
    featureTexts.set(key, texts[key]);
    keys[key] = key;
  }
  return keys;
}

/** A zod issue, or the key of an issue text (`required` or one from `defineIssueTexts`). */
export type Problem = z.core.$ZodIssue | keyof typeof issueTexts | (string & {});

type Params = Record<string, string | number | bigint>;

/** The problem in `locale`: completes `The field "x" …` / `Поле «x» …`. */
export function describeProblem(problem: Problem, locale: Locale): string {
  const [key, params] = typeof problem === 'string' ? [problem, {}] : keyOf(problem, locale);
  const texts =
    featureTexts.get(key) ?? (issueTexts as Record<string, Localized>)[key] ?? issueTexts.invalid;
  return texts[locale].replace(/\{(\w+)\}/g, (_, name: string) => format(params[name], locale));
}

function format(value: Params[string] | undefined, locale: Locale): string {
  return typeof value === 'string' ? value : new Intl.NumberFormat(locale).format(value ?? 0);
}

function keyOf(issue: z.core.$ZodIssue, locale: Locale): [string, Params] {
  // A check written with one of our keys as its message.
  if (featureTexts.has(issue.message)) return [issue.message, {}];
  switch (issue.code) {
    case 'invalid_type': {
      const what = typeNames[issue.expected]?.[locale];
      return what ? ['must_be', { what }] : ['wrong_type', {}];
    }
    case 'too_small':
    case 'too_big':
      return sizeKeyOf(issue, locale);
    case 'invalid_format':
      if (issue.format === 'email' || issue.format === 'url') return [issue.format, {}];
      if (issue.format === 'uuid' || issue.format === 'guid') return ['uuid', {}];
      return ['bad_format', {}];
    case 'invalid_value': {
      const values = issue.values.map((value) => quote(String(value), locale)).join(', ');
      return issue.values.length === 1 ? ['must_be', { what: values }] : ['one_of', { values }];
    }
    case 'not_multiple_of':
      return ['multiple_of', { n: issue.divisor }];
    case 'unrecognized_keys':
      return ['unknown_keys', { values: issue.keys.map((k) => quote(k, locale)).join(', ') }];
    default:
      return ['invalid', {}];
  }
}

function sizeKeyOf(
  issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig,
  locale: Locale,
): [string, Params] {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const unit = units[issue.origin === 'map' ? 'set' : issue.origin];
  if (unit) {
    // "More than 0 characters" reads as "at least 1".
    const n = Number(limit) + (issue.inclusive ? 0 : small ? 1 : -1);
    if (small && n === 1) return ['not_empty', {}];
    const [one, other] = unit[locale];
    const word = new Intl.PluralRules(locale).select(n) === 'one' ? one : other;
    return [small ? 'size_min' : 'size_max', { n, unit: word }];
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    const key = small
      ? issue.inclusive
        ? 'number_min'
        : 'number_above'
      : issue.inclusive
        ? 'number_max'
        : 'number_below';
    return [key, { n: limit }];
  }
  return ['invalid', {}];
}

function quote(text: string, locale: Locale): string {
  return locale === 'ru' ? `«${text}»` : `"${text}"`;
}
