// Stateless Streamable HTTP for the MCP fakes: a new server and transport per POST, as the SDK's
// stateless example does; other methods get 405.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * An Express handler serving `makeServer()` over stateless Streamable HTTP (needs `express.json()`
 * before it).
 * @param {() => import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} makeServer
 */
export function statelessMcp(makeServer) {
  return async (req, res) => {
    if (req.method !== 'POST') return res.status(405).set('Allow', 'POST').end();
    const server = makeServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
}
