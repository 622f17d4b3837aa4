/**
 * Redirect targets known to leave the origin in some browser, proxy or parser once normalized or
 * decoded. Every route that takes a `redirect` must send each of them to a same-origin page.
 */
export const redirectBypasses = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/ru/..//evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/%252f%252fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  ' //evil.example',
  'https:evil.example',
  'https://evil.example',
  'http:/evil.example',
  '//evil.example/%2e%2e',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '',
] as const;

/** True when a Location (or `{redirect}`) keeps the browser on the page's own origin. */
export function staysOnOrigin(location: string | null): boolean {
  if (!location) return false;
  const origin = 'https://beseda.test';
  // Browsers strip tabs and newlines and read `\` as `/` before resolving a location.
  const cleaned = location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  const resolved = new URL(cleaned, origin);
  if (resolved.origin !== origin) return false;
  let path = resolved.pathname;
  for (let i = 0; i < 3; i++) {
    if (!/^\/(?![/\\])/.test(path)) return false;
    const next = decodeURIComponent(path);
    if (next === path) break;
    path = next;
  }
  return /^\/(en|ru)\//.test(resolved.pathname);
}
