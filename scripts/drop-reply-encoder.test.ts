import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropReplyEncoder } from '../waku.config';

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

describe('the browser RSC client without the reply encoder (decision 173)', () => {
  const original = readFileSync(clientPath, 'utf8');

  it('keeps the rest of the client and makes encodeReply reject', async () => {
    const lean = dropReplyEncoder(original);
    expect(lean).not.toBeNull();
    expect((lean ?? '').length).toBeLessThan(original.length - 10_000);
    const client = evaluate(lean ?? '') as {
      encodeReply: (value: unknown) => Promise<unknown>;
      createFromReadableStream: unknown;
      createFromFetch: unknown;
    };
    expect(typeof client.createFromReadableStream).toBe('function');
    expect(typeof client.createFromFetch).toBe('function');
    await expect(client.encodeReply({ a: 1 })).rejects.toThrow(/no server functions/);
  });

  it('leaves a module of another shape alone', () => {
    expect(dropReplyEncoder('export const x = 1;')).toBeNull();
    expect(dropReplyEncoder('function processReply(a) {\n')).toBeNull();
  });
});
