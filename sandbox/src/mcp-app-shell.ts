/** What the app and the MCP App page say to each other (src/components/chat/mcp-app-frame.tsx). */
export const mcpAppMessages = {
  ready: 'beseda-mcp-app-ready',
  render: 'beseda-mcp-app',
  size: 'beseda-mcp-app-size',
} as const;

/** The tallest an MCP App view may grow, in CSS pixels (the host's `maxHeight`). */
export const MCP_APP_MAX_HEIGHT = 640;

/**
 * The MCP Apps host page (docs/decisions/171-mcp-progress-apps-and-sse-oauth.md): like the
 * preview page it says it is ready to the app origins and takes one message from the app —
 * `{type: 'beseda-mcp-app', html, title, toolName, input, result, locale}` — and renders the
 * view's HTML in a nested `sandbox="allow-scripts"` frame through `srcdoc`. It then plays the
 * host's side of the MCP Apps postMessage JSON-RPC with that frame only: it answers
 * `ui/initialize`, sends `ui/notifications/tool-input` and `ui/notifications/tool-result` once
 * the view says `ui/notifications/initialized`, answers `ping`, refuses every other request
 * (no tool calls, links or messages from a view), and passes the heights of
 * `ui/notifications/size-changed` (capped) on to the app, which sizes its frame to them.
 */
export function mcpAppShell(appOrigins: string[]): string {
  const origins = JSON.stringify(appOrigins).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MCP App</title>
<style>html,body{margin:0;background:transparent}iframe{display:block;border:0;width:100%;height:150px}</style>
</head>
<body>
<script>
(() => {
  const appOrigins = ${origins};
  const maxHeight = ${MCP_APP_MAX_HEIGHT};
  let view;
  let call;
  const toView = (message) => view?.contentWindow?.postMessage({ jsonrpc: '2.0', ...message }, '*');
  const onView = (message) => {
    if (!message || message.jsonrpc !== '2.0' || typeof message.method !== 'string') return;
    const id = message.id;
    if (message.method === 'ui/initialize' && id !== undefined) {
      toView({ id, result: {
        protocolVersion: '2026-01-26',
        hostCapabilities: {},
        hostInfo: { name: 'beseda', version: '1.0.0' },
        hostContext: {
          toolInfo: { tool: { name: call.toolName, inputSchema: { type: 'object' } } },
          displayMode: 'inline',
          availableDisplayModes: ['inline'],
          containerDimensions: { maxHeight },
          locale: call.locale,
          platform: 'web',
        },
      } });
    } else if (message.method === 'ui/notifications/initialized') {
      toView({ method: 'ui/notifications/tool-input', params: { arguments: call.input ?? {} } });
      toView({ method: 'ui/notifications/tool-result', params: call.result });
    } else if (message.method === 'ui/notifications/size-changed') {
      const height = Math.min(Math.ceil(Number(message.params?.height)), maxHeight);
      if (!(height > 0)) return;
      view.style.height = height + 'px';
      for (const origin of appOrigins) parent.postMessage({ type: '${mcpAppMessages.size}', height }, origin);
    } else if (message.method === 'ping' && id !== undefined) {
      toView({ id, result: {} });
    } else if (id !== undefined) {
      toView({ id, error: { code: -32601, message: 'Not supported by this host' } });
    }
  };
  addEventListener('message', (event) => {
    if (view && event.source === view.contentWindow) return onView(event.data);
    if (event.source !== parent || !appOrigins.includes(event.origin)) return;
    const data = event.data;
    if (!data || data.type !== '${mcpAppMessages.render}' || typeof data.html !== 'string') return;
    call = data;
    view?.remove();
    view = document.createElement('iframe');
    view.setAttribute('sandbox', 'allow-scripts');
    view.title = typeof data.title === 'string' ? data.title : 'MCP App';
    view.srcdoc = data.html;
    document.body.append(view);
  });
  for (const origin of appOrigins) parent.postMessage({ type: '${mcpAppMessages.ready}' }, origin);
})();
</script>
</body>
</html>
`;
}
