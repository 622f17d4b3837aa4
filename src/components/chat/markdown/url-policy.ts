/** Data images that may be shown inline (SPEC §5); every other data: URL is refused. */
const safeDataImage = /^data:image\/(?:gif|png|jpeg|webp)[;,]/i;
/** Schemes a link or image may use; anything else with a scheme is refused. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/** Removes what browsers ignore inside a scheme (controls, whitespace) before judging it. */
function normalize(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are exactly what we strip
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

/**
 * The markdown URL policy (SPEC §5): script-like (`javascript:`, `vbscript:` …), `file:` and
 * `data:` URLs are refused, except data images of gif, png, jpeg and webp where an image is
 * expected. Relative URLs and fragments pass. Returns the URL to keep, or `null` to drop it.
 *
 * @example safeUrl('javascript:alert(1)', 'href') // null
 * @example safeUrl('data:image/png;base64,AAAA', 'src') // 'data:image/png;base64,AAAA'
 */
export function safeUrl(url: string, attribute: 'href' | 'src' | string): string | null {
  const cleaned = normalize(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // A colon before any / ? # would be a scheme we could not read: refuse it.
    const colon = cleaned.indexOf(':');
    const boundary = cleaned.search(/[/?#]/);
    if (colon !== -1 && (boundary === -1 || colon < boundary)) return null;
    return url.trim();
  }
  if (scheme === 'data') return attribute === 'src' && safeDataImage.test(cleaned) ? cleaned : null;
  return allowedSchemes.has(scheme) ? url.trim() : null;
}

/** True for a link that leaves the app: it opens in a new tab without an opener. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith('//');
}
