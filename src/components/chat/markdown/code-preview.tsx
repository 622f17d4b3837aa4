'use client';

import { useEffect, useRef } from 'react';

/** What the sandbox page and the app say to each other (sandbox/src/shell.ts). */
const previewMessages = { ready: 'beseda-preview-ready', render: 'beseda-preview' } as const;

/**
 * A code block rendered by the sandbox Worker (docs/decisions/106-code-previews.md): a frame with
 * `sandbox="allow-scripts"` and never `allow-same-origin`, so its page runs in an opaque origin
 * on another host. When the page says it is ready, it gets the code and renders it in a frame of
 * its own. Browsers report a sandboxed frame's origin as "null", so the message is known by its
 * source window, this frame's, and by an origin that is "null" or the sandbox's.
 */
export function CodePreview({
  origin,
  code,
  title,
}: {
  origin: string;
  code: string;
  title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      if (event.origin !== 'null' && event.origin !== origin) return;
      if (event.data?.type !== previewMessages.ready) return;
      // An opaque origin cannot be named as the target; the frame's window is ours (source check).
      target.postMessage({ type: previewMessages.render, code, title }, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, code, title]);
  return (
    <iframe
      key={code}
      ref={frame}
      src={`${origin}/`}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      title={title}
      className="md-code-preview"
      data-testid="code-preview"
    />
  );
}
