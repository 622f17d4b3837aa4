// Draws the installable app's icons (public/icons/*.png) from the favicon's mark: run by hand
// after the mark changes (`node scripts/make-app-icons.mjs`); the PNGs are committed.
// `sharp` comes with wrangler (its local Images simulation); it renders the SVG with librsvg.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const favicon = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const glyph = /<text[^>]*>([^<]*)<\/text>/.exec(favicon)?.[1] ?? 'Б';
const colour = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#4f46e5';

/**
 * The mark at `size`: `rounded` as the favicon draws it; a maskable icon fills the square and
 * keeps the letter inside the central 80% safe zone (https://w3c.github.io/manifest/#icon-masks).
 */
function markSvg(size, { maskable }) {
  const radius = maskable ? 0 : size * 0.22;
  const fontSize = size * (maskable ? 0.42 : 0.53);
  const baseline = size * (maskable ? 0.65 : 0.69);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${colour}"/>
  <text x="${size / 2}" y="${baseline}" font-family="DejaVu Sans,system-ui,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#fff">${glyph}</text>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
];
for (const { file, size, maskable } of icons) {
  const out = new URL(`../public/icons/${file}`, import.meta.url);
  await sharp(Buffer.from(markSvg(size, { maskable })))
    .png({ compressionLevel: 9 })
    .toFile(out.pathname);
  console.log(`public/icons/${file}`);
}
