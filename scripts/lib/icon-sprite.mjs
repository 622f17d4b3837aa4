// Builds the sprite of the icons src/components/ui/icons.tsx names (decision 182): one <symbol>
// per lucide icon, its drawing taken from the installed lucide-react package, so the sprite
// follows the package's version. Its file name carries a hash of its content, so it can be
// cached for good, and src/components/ui/icon-sprite.gen.ts names it for the icons.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const iconsModule = `${root}src/components/ui/icons.tsx`;
export const spriteUrlModule = `${root}src/components/ui/icon-sprite.gen.ts`;
export const spriteDir = `${root}public/assets`;
/** The sprite's files: `icons-<hash>.svg`. */
export const spriteFile = /^icons-[0-9a-f]{10}\.svg$/;

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

/** The sprite's file name and the module that names it, for this sprite text. */
export function spriteOutputs(sprite) {
  const name = `icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
  const module = `// Written by \`npm run icons\` (scripts/icons.mjs): the sprite the icons use (decision 182).\nexport const iconSpriteUrl = '/assets/${name}';\n`;
  return { name, module };
}

/** Writes the sprite and the module naming it, removing an older sprite; returns its name. */
export async function writeIconSprite() {
  const sprite = await iconSprite();
  const { name, module } = spriteOutputs(sprite);
  for (const file of readdirSync(spriteDir)) {
    if (spriteFile.test(file) && file !== name) rmSync(`${spriteDir}/${file}`);
  }
  writeFileSync(`${spriteDir}/${name}`, sprite);
  writeFileSync(spriteUrlModule, module);
  return name;
}
