// Where every wire fake listens: loopback, on the given or any free port. Idle connections stay
// open until the client drops them: with Node's default 5 s keep-alive timeout, a client reusing a
// pooled connection (workerd's fetch, undici) can send its request just as the server closes it,
// and workerd reports "Network connection lost", which the AI SDK does not retry.

/**
 * Listens on 127.0.0.1 and resolves with the server's base URL.
 * @param {import('node:http').Server} server (an Express app's too: `createServer(app)`)
 * @param {number} [port]
 * @returns {Promise<string>}
 */
export async function listenOnLoopback(server, port = 0) {
  server.keepAliveTimeout = 0;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
