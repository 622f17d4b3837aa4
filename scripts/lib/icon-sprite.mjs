// Builds public/assets/icons.svg, the sprite of the icons src/components/ui/icons.tsx names
// (decision 182): one <symbol> per lucide icon, its drawing taken from the installed
// lucide-react package, so the sprite follows the package's version.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const iconsModule = `${root}src/components/ui/icons.tsx`;
export const spritePath = `${root}public/assets/icons.svg`;

const attributeText = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The lucide ids icons.tsx uses, sorted, each once. */
export function iconIds(source = readFileSync(iconsModule, 'utf8')) {
  return [...new Set([...source.matchAll(/\bicon\('([a-z0-9-]+)'\)/g)].map((m) => m[1]))].sort();
}

/** The sprite's text for these ids. */
export async function iconSprite(ids = iconIds()) {
  const symbols = [];
  for (const id of ids) {
    const module = await import(`lucide-react/dist/esm/icons/${id}.mjs`);
    const shapes = module.__iconData.node.map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${attributeText(value)}"`)
        .join('');
      return `<${tag}${attrs}/>`;
    });
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
