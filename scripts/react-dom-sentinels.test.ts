import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentinelsWithoutStacks } from '../waku.config';

const require = createRequire(import.meta.url);
const clientPath = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);
const sentinelNames = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
];

/** Runs a CommonJS module's text with Node's own `require` and returns its exports. */
function evaluate(code: string) {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

describe("React DOM's sentinels without stacks (decision 185)", () => {
  const original = readFileSync(clientPath, 'utf8');
  const lean = sentinelsWithoutStacks(original) ?? '';

  it('makes all five without Error, with their messages, and nothing else changes', () => {
    expect(lean).not.toBe('');
    for (const name of sentinelNames) {
      expect(original).toMatch(
        new RegExp(`\\b${name} = Error\\(formatProdErrorMessage\\(\\d+\\)\\)`),
      );
      expect(lean).toMatch(
        new RegExp(
          `\\b${name} = Object\\.create\\(Error\\.prototype, \\{ message: \\{ value: formatProdErrorMessage\\(\\d+\\) \\} \\}\\)`,
        ),
      );
    }
    // Only those five expressions differ: the rest of React DOM is the same text.
    const names = sentinelNames.join('|');
    const before = new RegExp(`\\b(${names}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`, 'g');
    const after = new RegExp(
      `\\b(${names}) = Object\\.create\\(Error\\.prototype, \\{ message: \\{ value: formatProdErrorMessage\\((\\d+)\\) \\} \\}\\)`,
      'g',
    );
    expect(lean.replace(after, '$1 = sentinel($2)')).toBe(
      original.replace(before, '$1 = sentinel($2)'),
    );
  });

  it('still loads as React DOM, and a sentinel still reads as an error', () => {
    const client = evaluate(lean);
    expect(typeof client.hydrateRoot).toBe('function');
    expect(typeof client.createRoot).toBe('function');
    const sentinel = Object.create(Error.prototype, {
      message: { value: 'Minified React error #460' },
    });
    expect(sentinel).toBeInstanceOf(Error);
    expect(String(sentinel)).toBe('Error: Minified React error #460');
    expect(sentinel.stack).toBeUndefined();
  });

  it('leaves a module of another shape alone', () => {
    expect(sentinelsWithoutStacks('export const x = 1;')).toBeNull();
    expect(
      sentinelsWithoutStacks('var SuspenseException = Error(formatProdErrorMessage(460));'),
    ).toBeNull();
  });
});
