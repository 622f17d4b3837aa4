/**
 * The viewport classes of SPEC §9 and the cookie that tells the server which one a browser is
 * (docs/decisions/086-viewport-cookie.md). A width belongs to the first class whose upper bound
 * it does not pass; wider than every bound, or unknown, is the fallback.
 */
export const viewportBreakpoints = {
  mobile: 959,
  tablet: 1239,
  desktop: 1439,
  wide: 2500,
} as const;
export type Viewport = keyof typeof viewportBreakpoints;
export const viewports = Object.keys(viewportBreakpoints) as Viewport[];
export const fallbackViewport: Viewport = 'desktop';

/** The cookie naming the last detected class: 365 days, readable by the page (a layout hint). */
export const viewportCookie = 'viewport';
export const viewportCookieMaxAge = 365 * 24 * 60 * 60;
/** A resize is re-detected once it has been quiet this long. */
export const viewportDebounceMs = 50;

export function isViewport(value: unknown): value is Viewport {
  return typeof value === 'string' && value in viewportBreakpoints;
}

/**
 * @example viewportOf(390) // 'mobile'
 * @example viewportOf(1280) // 'desktop'
 */
export function viewportOf(width: number): Viewport {
  // NaN and 0 are not widths; past the widest bound (Infinity too) is the fallback.
  return (
    (width > 0 && viewports.find((name) => width <= viewportBreakpoints[name])) || fallbackViewport
  );
}

/** The class a `Cookie` request header names, or the fallback. */
export function viewportFromCookieHeader(header: string | null | undefined): Viewport {
  const match = /(?:^|;\s*)viewport=([a-z]+)/.exec(header ?? '');
  return isViewport(match?.[1]) ? match[1] : fallbackViewport;
}
