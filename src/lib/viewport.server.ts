import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import { type Viewport, viewportFromCookieHeader } from './viewport';

/** This request's viewport class from its cookie (desktop on a first visit). */
export function getViewport(): Viewport {
  return viewportFromCookieHeader(getHeaders().cookie);
}
