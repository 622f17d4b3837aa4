/**
 * What a request path asks the front for. Waku serves a page twice: as HTML at its own path
 * and as an RSC payload at `/RSC/R/<path>.txt` (client navigation); server actions post to
 * `/RSC/F/…`. Both page forms are guarded alike (the pitfall: `[locale]` matches anything).
 */
export type PageTarget =
  | { kind: 'html'; path: string }
  | { kind: 'rsc'; path: string }
  | { kind: 'action' }
  | { kind: 'file' };

const rscPrefix = '/RSC/';

function routePathOfRsc(encoded: string): string | null {
  if (!encoded.endsWith('.txt')) return null;
  let rscPath = encoded.slice(0, -'.txt'.length);
  if (rscPath.startsWith('_')) rscPath = rscPath.slice(1);
  if (rscPath.endsWith('_')) rscPath = rscPath.slice(0, -1);
  if (rscPath === 'R/_root') return '/';
  if (rscPath.startsWith('R/__')) return `/_${rscPath.slice('R/__'.length)}`;
  if (rscPath.startsWith('R/')) return rscPath.slice(1);
  return null;
}

export function pageTargetOf(pathname: string): PageTarget {
  if (pathname.startsWith(rscPrefix)) {
    const encoded = pathname.slice(rscPrefix.length);
    if (encoded.startsWith('F/') || encoded.startsWith('_F/')) return { kind: 'action' };
    const path = routePathOfRsc(encoded);
    return path ? { kind: 'rsc', path } : { kind: 'file' };
  }
  const last = pathname.split('/').at(-1) ?? '';
  if (last.includes('.')) return { kind: 'file' };
  return { kind: 'html', path: pathname };
}
