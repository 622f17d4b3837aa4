// Rewrites public/assets/icons.svg from the icons src/components/ui/icons.tsx names
// (`npm run icons`, decision 182); scripts/icons.test.ts fails while the sprite is out of date.
import { writeFileSync } from 'node:fs';
import { iconSprite, spritePath } from './lib/icon-sprite.mjs';

writeFileSync(spritePath, await iconSprite());
console.log(`icons: wrote ${spritePath}`);
