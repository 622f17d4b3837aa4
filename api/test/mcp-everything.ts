import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** The unmodified reference server's entry point (a devDependency). */
const ENTRY = new URL(
  '../../node_modules/@modelcontextprotocol/server-everything/dist/index.js',
  import.meta.url,
).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `@modelcontextprotocol/server-everything` as a child process (`streamableHttp` or `sse`)
 * on a free port, resolved once it listens (it says so on stderr).
 */
export async function startEverything(
  transport: 'streamableHttp' | 'sse',
): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [ENTRY, transport], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (/listening on port|running on port/i.test(said)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server-everything exited ${code}: ${said}`)));
  });
  const path = transport === 'sse' ? '/sse' : '/mcp';
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
