// An MCP server with an MCP App (the MCP Apps extension, SEP-1865), built from the MCP SDK's own
// server: the tool `show-greeting` names its view in `_meta.ui.resourceUri`, and the resource
// `ui://greeting/view` (MIME type `text/html;profile=mcp-app`) is the view's HTML. The view speaks
// the extension's postMessage JSON-RPC to its host: `ui/initialize`, then
// `ui/notifications/initialized`; it shows what `ui/notifications/tool-result` carries and
// reports its height with `ui/notifications/size-changed`. Stateless Streamable HTTP.
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import express from 'express';
import { z } from 'zod';
import { listenOnLoopback } from './listen.mjs';
import { statelessMcp } from './mcp-http.mjs';

const VIEW_URI = 'ui://greeting/view';
const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';
/** The view's content height, so a test can tell the frame was sized to it. */
export const VIEW_HEIGHT = 260;

const viewHtml = `<!doctype html>
<html><head><meta charset="utf-8"><style>
body{margin:0;font:16px sans-serif}#box{height:${VIEW_HEIGHT}px;box-sizing:border-box;padding:12px}
</style></head><body><div id="box"><p id="app-output">Waiting…</p></div><script>
let next = 1;
const pending = new Map();
const post = (message) => parent.postMessage({ jsonrpc: '2.0', ...message }, '*');
const request = (method, params) => new Promise((resolve) => {
  const id = next++;
  pending.set(id, resolve);
  post({ id, method, params });
});
addEventListener('message', (event) => {
  if (event.source !== parent) return;
  const message = event.data;
  if (message?.jsonrpc !== '2.0') return;
  if (message.id !== undefined && pending.has(message.id)) {
    pending.get(message.id)(message.result);
    pending.delete(message.id);
  } else if (message.method === 'ui/notifications/tool-result') {
    const text = (message.params?.content ?? []).map((part) => part.text).join(' ');
    document.getElementById('app-output').textContent = 'App shows: ' + text;
    post({ method: 'ui/notifications/size-changed', params: {
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    } });
  }
});
request('ui/initialize', {
  protocolVersion: '2026-01-26',
  appInfo: { name: 'greeting', version: '1.0.0' },
  appCapabilities: {},
}).then(() => post({ method: 'ui/notifications/initialized' }));
</script></body></html>`;

function mcpServer() {
  const server = new McpServer({ name: 'beseda-mcp-app-fake', version: '1.0.0' });
  server.registerTool(
    'show-greeting',
    {
      description: 'Greets someone, with a view',
      inputSchema: { name: z.string() },
      _meta: { ui: { resourceUri: VIEW_URI } },
    },
    async ({ name }) => ({ content: [{ type: 'text', text: `Hello, ${name}!` }] }),
  );
  server.registerResource(
    'greeting-view',
    VIEW_URI,
    { mimeType: MCP_APP_MIME_TYPE },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: MCP_APP_MIME_TYPE, text: viewHtml }] }),
  );
  return server;
}

/**
 * Starts the server on a free loopback port (or `port`); `url` is its MCP endpoint.
 *
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function startFakeMcpApp({ port = 0 } = {}) {
  const app = express();
  app.all('/mcp', express.json(), statelessMcp(mcpServer));
  const listening = createServer(app);
  const root = await listenOnLoopback(listening, port);
  return {
    url: `${root}/mcp`,
    close: () =>
      new Promise((resolve) => {
        listening.closeAllConnections?.();
        listening.close(() => resolve());
      }),
  };
}
