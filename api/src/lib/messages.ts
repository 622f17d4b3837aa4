/** Localized error messages of the api, keyed by error code. `{name}` placeholders are filled from params. */
export const errorMessages = {
  not_found: { en: 'Not found', ru: 'Не найдено' },
  internal_error: { en: 'Internal server error', ru: 'Внутренняя ошибка сервера' },
  invalid_json: {
    en: 'The request body is not valid JSON',
    ru: 'Тело запроса не является корректным JSON',
  },
  validation_failed: {
    en: 'The field "{field}" {detail}',
    ru: 'Поле «{field}» {detail}',
  },
  bad_request: { en: 'Bad request', ru: 'Некорректный запрос' },
  payload_too_large: { en: 'The request is too large', ru: 'Слишком большой запрос' },
} satisfies Record<string, { en: string; ru: string }>;

export type Locale = 'en' | 'ru';

/** One text in every locale. */
export type Localized = Record<Locale, string>;

/** Picks the caller's locale from `X-Ad-Locale` (SPEC §7); ru is the default. */
export function localeOf(header: string | undefined | null): Locale {
  return header?.toLowerCase().startsWith('en') ? 'en' : 'ru';
}
