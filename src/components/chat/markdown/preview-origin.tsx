'use client';

import { createContext, type ReactNode, useContext } from 'react';

const PreviewOriginContext = createContext<string | null>(null);

/**
 * Tells the code blocks below it where the sandbox Worker is (`SANDBOX_ORIGIN`), so HTML and
 * SVG blocks offer a preview (docs/decisions/106-code-previews.md). Without it, or with null,
 * there is no preview button.
 */
export function PreviewOriginProvider({
  origin,
  children,
}: {
  origin: string | null;
  children: ReactNode;
}) {
  return <PreviewOriginContext value={origin}>{children}</PreviewOriginContext>;
}

export function usePreviewOrigin(): string | null {
  return useContext(PreviewOriginContext);
}

/**
 * Whether a code block can be previewed: HTML and SVG, and XML that is an SVG image.
 *
 * @example isPreviewable('xml', '<svg xmlns="http://www.w3.org/2000/svg"/>') // true
 */
export function isPreviewable(language: string | undefined, code: string): boolean {
  const lang = language?.toLowerCase();
  if (lang === 'html' || lang === 'htm' || lang === 'svg') return true;
  return lang === 'xml' && /<svg[\s>]/i.test(code);
}
