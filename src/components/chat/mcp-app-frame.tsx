'use client';

import { useEffect, useRef, useState } from 'react';
import type { McpAppView } from '../../lib/chat/types';

/** What the sandbox's MCP App page and the app say to each other (sandbox/src/mcp-app-shell.ts). */
const mcpAppMessages = {
  ready: 'beseda-mcp-app-ready',
  render: 'beseda-mcp-app',
  size: 'beseda-mcp-app-size',
} as const;
/** The tallest the frame grows (the sandbox page caps the view at the same height). */
const MAX_HEIGHT = 640;

/**
 * A tool result's MCP App (docs/decisions/171-mcp-progress-apps-and-sse-oauth.md), rendered by
 * the sandbox Worker and never in the app origin: a frame of the sandbox's `/mcp-app` page with
 * `sandbox="allow-scripts"` (an opaque origin on another host), which gets the view's HTML, the
 * call's input and its result once it says it is ready, and renders the view in a frame of its
 * own. The frame takes the height the view reports. Messages are known by their source window,
 * this frame's, and an origin that is "null" or the sandbox's, as the code preview's are.
 */
export function McpAppFrame({
  origin,
  app,
  toolName,
  input,
  output,
  title,
  locale,
}: {
  origin: string;
  app: McpAppView;
  toolName: string;
  input: unknown;
  output: string;
  title: string;
  locale: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  // The sandbox page says "ready" once, as soon as it loads: a frame in the server's HTML of a
  // saved chat loaded and said it before the page hydrated, and the view stayed empty. The frame
  // gets its address only once this listener is in place.
  const [listening, setListening] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      if (event.origin !== 'null' && event.origin !== origin) return;
      if (event.data?.type === mcpAppMessages.size) {
        const next = Number(event.data.height);
        if (Number.isFinite(next) && next > 0) setHeight(Math.min(Math.ceil(next), MAX_HEIGHT));
        return;
      }
      if (event.data?.type !== mcpAppMessages.ready) return;
      // An opaque origin cannot be named as the target; the frame's window is ours (source check).
      target.postMessage(
        {
          type: mcpAppMessages.render,
          html: app.html,
          title,
          toolName,
          input,
          result: { content: [{ type: 'text', text: output }] },
          locale,
        },
        '*',
      );
    };
    window.addEventListener('message', onMessage);
    setListening(true);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, app.html, title, toolName, input, output, locale]);
  return (
    <iframe
      key={app.html}
      ref={frame}
      src={listening ? `${origin}/mcp-app` : undefined}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      title={title}
      className="mcp-app-frame"
      style={height ? { height } : undefined}
      data-testid="mcp-app-frame"
      data-sized={height ? 'true' : 'false'}
    />
  );
}
