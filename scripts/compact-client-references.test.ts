import { describe, expect, it } from 'vitest';
import { compactClientReferences } from '../waku.config';

/** The table as @vitejs/plugin-rsc writes it (its `rsc:use-client/build-references` load hook). */
function generated(entries: [key: string, group: string][]) {
  let code = '';
  for (const [key, group] of entries) {
    const groupVirtual = `virtual:vite-rsc/client-references/group/${group}`;
    code += `\
                ${JSON.stringify(key)}: async () => {
                  const m = await import(${JSON.stringify(groupVirtual)});
                  return m.export_${key};
                },
              `;
  }
  return `export default {${code}};\n`;
}

/** Runs the compacted module with `import()` answered by `modules`, returning its default. */
function evaluate(code: string, modules: Record<string, Record<string, unknown>>) {
  const body = code
    .replaceAll('import(', 'load(')
    .replace('export default table;', 'return table;');
  const load = async (id: string) => modules[id] ?? {};
  return new Function('load', body)(load) as Record<string, () => Promise<unknown>>;
}

describe('the compact client-reference table (decision 045)', () => {
  it('imports each group once and answers every key with its own exports', async () => {
    const code = compactClientReferences(
      generated([
        ['aaa111', 'layout'],
        ['bbb222', 'layout'],
        ['ccc333', 'auth'],
      ]),
    );
    expect(code).not.toBeNull();
    expect(code?.match(/import\(/g)).toHaveLength(2);
    const group = (name: string) => `virtual:vite-rsc/client-references/group/${name}`;
    const table = evaluate(code ?? '', {
      [group('layout')]: { export_aaa111: { A: 1 }, export_bbb222: { B: 2 } },
      [group('auth')]: { export_ccc333: { C: 3 } },
    });
    expect(Object.keys(table)).toEqual(['aaa111', 'bbb222', 'ccc333']);
    expect(await table.aaa111?.()).toEqual({ A: 1 });
    expect(await table.bbb222?.()).toEqual({ B: 2 });
    expect(await table.ccc333?.()).toEqual({ C: 3 });
  });

  it('leaves code of another shape alone', () => {
    expect(compactClientReferences('export default {};\n')).toBeNull();
    expect(
      compactClientReferences(`${generated([['aaa111', 'x']])}export const extra = 1;\n`),
    ).toBeNull();
  });
});
