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
 * expected (and `blob:` there too). Relative URLs and fragments pass. Returns the URL to keep, or `null` to drop it.
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
  // A blob: URL names a blob of our own origin only: our own media, where an image is expected.
  if (scheme === 'blob') return attribute === 'src' ? url.trim() : null;
  return allowedSchemes.has(scheme) ? url.trim() : null;
}

/** True for a link that leaves the app: it opens in a new tab without an opener. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith('//');
}

/** An origin no real URL has, to tell whether a URL resolves onto ours. */
const ownOrigin = 'https://own-origin.invalid';

/** How an image of an answer is shown (docs/decisions/032-strict-csp.md). */
export type ImageSource =
  | { kind: 'inline'; src: string }
  | { kind: 'remote'; href: string; host: string }
  | { kind: 'dropped' };

/**
 * Decides how an answer's image is shown: our own media (a URL on our origin, such as an
 * `/api/...` attachment, a `data:` image the URL policy keeps, a `blob:` URL) inline; an image
 * on another host only as a link the user may open, so a prompt-injected answer cannot send
 * conversation text to a server in an image URL; anything else not at all.
 *
 * @example imageSource('https://attacker.example/?q=x') // { kind: 'remote', host: 'attacker.example', ... }
 * @example imageSource('/api/v1/files/1') // { kind: 'inline', src: '/api/v1/files/1' }
 */
export function imageSource(url: string | null | undefined): ImageSource {
  const kept = url ? safeUrl(url, 'src') : null;
  if (!kept) return { kind: 'dropped' };
  if (/^data:/i.test(kept)) return { kind: 'inline', src: kept };
  if (/^blob:/i.test(kept)) return { kind: 'inline', src: kept };
  let resolved: URL;
  try {
    // Resolved as a browser would: `//host`, `/\host` and `\\host` leave our origin.
    resolved = new URL(kept, `${ownOrigin}/`);
  } catch {
    return { kind: 'dropped' };
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(kept);
  if (!absolute && resolved.origin === ownOrigin) return { kind: 'inline', src: kept };
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return { kind: 'dropped' };
  return { kind: 'remote', href: resolved.href, host: resolved.host };
}
