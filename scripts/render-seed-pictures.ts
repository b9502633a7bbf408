/**
 * `node scripts/render-seed-pictures.ts`: renders the mock catalogue's pictures (SVG sources in
 * mocks/seed/pictures/{menu,content}) to the WebP files the seeded menus and stories name
 * (public/images/{menu,content}/*.webp), in the system Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium). Run it after changing a source picture, and commit both.
 *
 * The seed served the SVGs themselves until a trace showed what that cost: Chrome lays out every
 * SVG picture in an SVG document of its own on the page's main thread, about 5 ms of CPU each
 * (64–68 ms for the dozen a desktop menu shows). A raster picture, like the photographs a real
 * menu serves, decodes off the main thread.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from './lib/quiet-chromium-flags.ts';

const ROOT = resolve(import.meta.dirname, '..');
/**
 * Each set of pictures, and the scale it is rendered at. A menu picture (200×150 source) fills the
 * product page's width on a phone, 380 px at 1.75× density, which Lighthouse's image-size check
 * wants at least 428×321 pixels for: 500×375 it is. Story pictures are drawn at 1200×675.
 */
const SETS = [
  { from: 'mocks/seed/pictures/menu', to: 'public/images/menu', scale: 2.5 },
  { from: 'mocks/seed/pictures/content', to: 'public/images/content', scale: 1 },
];
/** WebP quality: flat illustrations keep clean edges and legible text at this setting (4–10 KB a picture). */
const QUALITY = 0.8;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: QUIET_CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage();
  for (const { from, to, scale } of SETS) {
    mkdirSync(resolve(ROOT, to), { recursive: true });
    const sources = readdirSync(resolve(ROOT, from)).filter((file) => file.endsWith('.svg'));
    let bytes = 0;
    for (const file of sources.sort()) {
      const svg = readFileSync(resolve(ROOT, from, file)).toString('base64');
      const dataUrl = await page.evaluate(
        async ({ svg, scale, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;base64,${svg}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth * scale;
          canvas.height = image.naturalHeight * scale;
          canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, scale, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,'))
        throw new Error(`${file}: this Chromium wrote no WebP`);
      const webp = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
      writeFileSync(resolve(ROOT, to, `${basename(file, '.svg')}.webp`), webp);
      bytes += webp.length;
    }
    console.log(`${to}: ${sources.length} pictures, ${(bytes / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
