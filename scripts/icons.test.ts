import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  iconIds,
  iconSprite,
  spriteDir,
  spriteFile,
  spriteOutputs,
  spriteUrlModule,
  // @ts-expect-error plain ESM helper shared with `npm run icons`
} from './lib/icon-sprite.mjs';

describe('the icon sprite (decision 182)', () => {
  it('has exactly the icons src/components/ui/icons.tsx names, drawn as lucide draws them', async () => {
    // Out of date after an icon was added or lucide-react updated: run `npm run icons`.
    const sprite = await iconSprite();
    const { name, module } = spriteOutputs(sprite);
    expect(readdirSync(spriteDir).filter((file: string) => spriteFile.test(file))).toEqual([name]);
    expect(readFileSync(`${spriteDir}/${name}`, 'utf8')).toBe(sprite);
    expect(readFileSync(spriteUrlModule, 'utf8')).toBe(module);
  });

  it('finds every icon of the module, each once', () => {
    const source =
      "export const A = icon('trash');\nexport const B = icon('x');\nexport const C = icon('trash');";
    expect(iconIds(source)).toEqual(['trash', 'x']);
    expect(iconIds().length).toBeGreaterThan(60);
  });
});
