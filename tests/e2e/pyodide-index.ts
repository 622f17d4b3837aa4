import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zip } from '../../api/test/document-builders';

/** The package the index holds: `import tinypkg; tinypkg.greet('you')`. */
export const TINY_PACKAGE = { name: 'tinypkg', version: '1.0.0' } as const;
const wheelName = `${TINY_PACKAGE.name}-${TINY_PACKAGE.version}-py3-none-any.whl`;

/** A pure-Python wheel (PEP 427): the module and its .dist-info (METADATA, WHEEL, RECORD). */
function tinyWheel(): Uint8Array {
  const { name, version } = TINY_PACKAGE;
  const distInfo = `${name}-${version}.dist-info`;
  const files: Record<string, string> = {
    [`${name}/__init__.py`]: `VERSION = '${version}'\n\ndef greet(who):\n    return f'hello {who} from ${name} {VERSION}'\n`,
    [`${distInfo}/METADATA`]: `Metadata-Version: 2.1\nName: ${name}\nVersion: ${version}\n`,
    [`${distInfo}/WHEEL`]:
      'Wheel-Version: 1.0\nGenerator: beseda-tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n',
  };
  const record = Object.entries(files).map(([path, text]) => {
    const digest = createHash('sha256').update(text).digest('base64url');
    return `${path},sha256=${digest},${Buffer.byteLength(text)}`;
  });
  files[`${distInfo}/RECORD`] = `${record.join('\n')}\n${distInfo}/RECORD,,\n`;
  return zip(files);
}

/**
 * A Pyodide package index as `PYODIDE_INDEX_URL` names one (a CDN folder of a Pyodide release):
 * `pyodide-lock.json` in the installed release's format (its `info`, so the ABI matches) listing
 * one package, and that package's wheel beside it, both readable from any origin (the runner's
 * worker is an opaque origin). It counts the requests for each file.
 */
export async function startPyodideIndex() {
  const wheel = tinyWheel();
  const release = JSON.parse(
    readFileSync(new URL('../../node_modules/pyodide/pyodide-lock.json', import.meta.url), 'utf8'),
  ) as { info: unknown };
  const lock = JSON.stringify({
    info: release.info,
    packages: {
      [TINY_PACKAGE.name]: {
        name: TINY_PACKAGE.name,
        version: TINY_PACKAGE.version,
        file_name: wheelName,
        install_dir: 'site',
        sha256: createHash('sha256').update(wheel).digest('hex'),
        package_type: 'package',
        imports: [TINY_PACKAGE.name],
        depends: [],
        unvendored_tests: false,
        tool: {},
      },
    },
  });
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://index').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    res.setHeader('access-control-allow-origin', '*');
    if (path === '/__fake/hits') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Object.fromEntries(hits)));
    } else if (path === '/pyodide-lock.json') {
      res.setHeader('content-type', 'application/json');
      res.end(lock);
    } else if (path === `/${wheelName}`) {
      res.setHeader('content-type', 'application/zip');
      res.end(wheel);
    } else {
      res.statusCode = 404;
      res.end('Not Found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    wheelPath: `/${wheelName}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
