// Rewrites the icon sprite (public/assets/icons-<hash>.svg) and the module naming it from the
// icons src/components/ui/icons.tsx names (`npm run icons`, decision 182); scripts/icons.test.ts
// fails while either is out of date.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import {
  iconSprite,
  spriteDir,
  spriteFile,
  spriteOutputs,
  spriteUrlModule,
} from './lib/icon-sprite.mjs';

const sprite = await iconSprite();
const { name, module } = spriteOutputs(sprite);
for (const file of readdirSync(spriteDir)) {
  if (spriteFile.test(file) && file !== name) rmSync(`${spriteDir}/${file}`);
}
writeFileSync(`${spriteDir}/${name}`, sprite);
writeFileSync(spriteUrlModule, module);
console.log(`icons: wrote public/assets/${name}`);
