// An HTTP/2 front for the local web Worker, for benches that model the network. The deployed
// product is served by Cloudflare's edge over HTTP/2 (or 3) with TLS; `wrangler dev` speaks
// HTTP/1.1 only, and Lighthouse's network model follows the protocol it saw: six connections
// per origin, each request waiting its turn, which no visitor of the deployed product meets.
// This front terminates TLS with a certificate made for the run and passes each stream to the
// Worker over kept-alive HTTP/1.1, headers and bodies unchanged. It runs in a process of its
// own, so a bench can lower its CPU priority with the Workers' (`pid`).
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Headers that belong to one HTTP/1.1 connection and may not cross into HTTP/2. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** A key and a self-signed certificate for `localhost` and 127.0.0.1, valid for a day. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'beseda-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `target` over HTTP/2 and TLS on a free port of 127.0.0.1; resolves to its origin. */
async function serve(target) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(certificate());
  server.on('stream', (stream, headers) => {
    const forward = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && !hopByHop.has(name)) forward[name] = value;
    }
    forward.host = upstream.host;
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forward,
        agent,
      },
      (response) => {
        const back = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!hopByHop.has(name)) back[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(back);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `https://127.0.0.1:${server.address().port}`;
}

/**
 * Starts the front for `target` (an `http://host:port` origin) in a process of its own
 * (`pid`). Browsers must be told to accept its certificate (`--ignore-certificate-errors`).
 *
 * @example const front = await startHttp2Front(workers.webUrl); // front.url: https://127.0.0.1:…
 */
export async function startHttp2Front(target) {
  const child = fork(fileURLToPath(import.meta.url), [target], { stdio: 'inherit' });
  const url = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the HTTP/2 front exited (${code})`)));
  });
  return {
    url,
    pid: child.pid,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

// Run as the front's own process: report the origin, and end with the bench that started it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.on('disconnect', () => process.exit(0));
  process.send(await serve(process.argv[2]));
}
