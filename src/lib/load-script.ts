/**
 * The CSP nonce of this page, for scripts an island adds (docs/decisions/032-strict-csp.md).
 * Browsers hide the attribute but keep the `nonce` property of the scripts Waku wrote.
 */
export function pageNonce(): string | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script')) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}

/**
 * Adds a script once per URL (later calls get the same promise); a failure to load rejects and
 * lets a later call try again.
 */
const loading = new Map<string, Promise<void>>();
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
