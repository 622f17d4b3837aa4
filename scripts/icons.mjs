// Rewrites the icon sprite (public/assets/icons-<hash>.svg) and the module naming it from the
// icons src/components/ui/icons.tsx names (`npm run icons`, decision 182); scripts/icons.test.ts
// fails while either is out of date.
import { writeIconSprite } from './lib/icon-sprite.mjs';

console.log(`icons: wrote public/assets/${await writeIconSprite()}`);
