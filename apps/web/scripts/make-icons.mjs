// Makes the web app manifest's PNG icons from the favicon (run once; the output is committed):
//   node apps/web/scripts/make-icons.mjs
// 192 and 512 are the favicon as drawn (rounded tile); the maskable 512 puts the mark inside the
// centre 80% safe zone on a full-bleed tile, since the launcher crops it to its own shape.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(web, 'public', 'favicon.svg'), 'utf8');
const out = path.join(web, 'public', 'icons');

// The favicon's tile colour (colors.primary in packages/shared/src/design-tokens.ts).
const tile = svg.match(/<rect[^>]*fill="(#[0-9a-fA-F]{6})"/)?.[1] ?? '#2f7d32';
// The mark alone: the favicon without its rounded tile, scaled into the safe zone.
const mark = svg.replace(/<title>.*?<\/title>/, '').replace(/<rect[^>]*\/>/, '');
const maskable = mark
  .replace(
    /<svg([^>]*)>/,
    `<svg$1><rect width="64" height="64" fill="${tile}"/><g transform="translate(9.6 9.6) scale(0.7)">`,
  )
  .replace('</svg>', '</g></svg>');

async function png(source, size, file) {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`public/icons/${file}`);
}

// iOS rounds the corners itself and paints transparent ones black: a full-bleed tile.
await png(maskable, 180, 'apple-touch-icon-180.png');
await png(svg, 192, 'icon-192.png');
await png(svg, 512, 'icon-512.png');
await png(maskable, 512, 'icon-512-maskable.png');
