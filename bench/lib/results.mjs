// Each bench owns one section of bench/RESULTS.md, between `<!-- name:start -->` and `<!-- name:end -->`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

/** Replaces the section `name` of RESULTS.md with `section` (markers included), or appends it. */
export function writeResultsSection(name, section) {
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(
    file,
    pattern.test(text) ? text.replace(pattern, () => section) : `${text.trimEnd()}\n\n${section}\n`,
  );
}
