export { localeFromAcceptLanguage, preferredLocale, splitLocale } from './locale';
