import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropServerFunctionCode } from '../waku.config';

const require = createRequire(import.meta.url);
const clientPath = join(
  dirname(require.resolve('react-server-dom-webpack/package.json')),
  'cjs/react-server-dom-webpack-client.browser.production.js',
);

/** Runs a CommonJS module's text and returns its exports (webpack's loader globals unused). */
function evaluate(code: string) {
  const module = { exports: {} as Record<string, unknown> };
  const unused = () => {
    throw new Error('not loaded in this test');
  };
  new Function(
    'module',
    'exports',
    'require',
    '__webpack_require__',
    '__webpack_chunk_load__',
    code,
  )(module, module.exports, require, unused, unused);
  return module.exports;
}

type Client = {
  encodeReply: (value: unknown) => Promise<unknown>;
  createFromReadableStream: (stream: ReadableStream<Uint8Array>) => Promise<unknown>;
  createFromFetch: unknown;
};

/** An RSC payload of these rows, as a server would stream it. */
const payload = (rows: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(rows));
      controller.close();
    },
  });

describe('the browser RSC client without server-function code (decision 173)', () => {
  const original = readFileSync(clientPath, 'utf8');
  const lean = dropServerFunctionCode(original);

  it('is much smaller, and makes encodeReply reject', async () => {
    expect(lean).not.toBeNull();
    expect((lean ?? '').length).toBeLessThan(original.length - 12_000);
    const client = evaluate(lean ?? '') as Client;
    expect(typeof client.createFromFetch).toBe('function');
    await expect(client.encodeReply({ a: 1 })).rejects.toThrow(/no server functions/);
  });

  it('still reads a payload, and refuses one carrying a server function', async () => {
    const client = evaluate(lean ?? '') as Client;
    await expect(
      client.createFromReadableStream(payload('0:{"greeting":"hello","n":[1,2]}\n')),
    ).resolves.toEqual({ greeting: 'hello', n: [1, 2] });
    const withServerFunction = payload('1:{"id":"abc#run","bound":null}\n0:{"run":"$h1"}\n');
    await expect(client.createFromReadableStream(withServerFunction)).rejects.toThrow(
      /no server functions/,
    );
    // The same payload through the untouched client gives a callable reference.
    const full = evaluate(original) as Client;
    const model = (await full.createFromReadableStream(
      payload('1:{"id":"abc#run","bound":null}\n0:{"run":"$h1"}\n'),
    )) as { run: unknown };
    expect(typeof model.run).toBe('function');
  });

  it('leaves a module of another shape alone', () => {
    expect(dropServerFunctionCode('export const x = 1;')).toBeNull();
    expect(dropServerFunctionCode('function processReply(a) {\n')).toBeNull();
    expect(dropServerFunctionCode('function processReply(a) {}')).toBeNull();
  });
});
