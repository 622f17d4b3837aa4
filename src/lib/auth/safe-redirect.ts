import { isLocale, type Locale } from '../../i18n/locales';

const base = 'http://same.origin';

/** A single leading `/` followed by neither `/` nor `\`: a path a browser keeps on our origin. */
const isLocalPath = (path: string) => /^\/(?![/\\])/.test(path);

/** Backslashes and control characters: browsers strip or re-read them, so none may pass. */
const hasSuspectCharacter = (text: string) =>
  [...text].some((char) => char === '\\' || char < ' ' || char === '\u007f');

/** The value and each of its percent-decodings (a proxy or a page may decode it once more). */
function decodings(value: string): string[] {
  const forms = [value];
  for (let i = 0; i < 3; i++) {
    const last = forms[forms.length - 1] ?? value;
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      return forms;
    }
    if (next === last) break;
    forms.push(next);
  }
  return forms;
}

/**
 * Where a form may send the browser next: `value` when it is a same-origin path, normalized the
 * way a browser would (dot segments, encoded dots) and checked again after that, always inside a
 * locale (`/ru/…`); anything else (`//x`, `/\x`, `/.//x`, `/%2f%2fx`, tabs, `https:x`,
 * `javascript:`…) gives the home page of the locale.
 *
 * @example safeRedirect('/.//evil.example', 'ru') // '/ru/'
 * @example safeRedirect('/chat?x=1', 'en') // '/en/chat?x=1'
 */
export function safeRedirect(value: unknown, locale: Locale): string {
  const home = `/${locale}/`;
  if (typeof value !== 'string' || value.length > 1000) return home;
  // Raw, not even a space: a browser drops tabs and newlines inside a URL (`/\t/x` is `//x`).
  if (!isLocalPath(value) || /\s/.test(value) || hasSuspectCharacter(value)) return home;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return home;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== base || !isLocalPath(url.pathname)) return home;
  for (const form of decodings(url.pathname)) {
    if (!isLocalPath(form) || hasSuspectCharacter(form)) return home;
  }
  const [, first] = url.pathname.split('/');
  return isLocale(first) ? path : `/${locale}${path}`;
}
