/**
 * `node scripts/render-icons.ts`: renders the site icon (public/favicon.svg, the source) to the PNG
 * files index.html links, and to the `favicon.ico` asked for by clients that do not read the page's
 * links, in the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 *
 * The page links PNG icons, not the SVG: Chrome draws an SVG icon in an SVG document of its own on
 * the page's main thread, 17–62 ms of CPU in traces of every cold load (more than the page's own
 * first layout), where a PNG is a plain image decode.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { icoOfPng } from './lib/ico.ts';
import { QUIET_CHROMIUM_FLAGS } from './lib/quiet-chromium-flags.ts';

const PUBLIC_DIR = resolve(import.meta.dirname, '..', 'public');
/** The browser tab's icon, and the one iOS puts on a home screen. */
const ICONS = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
];
/** `/favicon.ico` holds the tab's icon. */
const ICO = { file: 'favicon.ico', from: 'favicon-32.png', size: 32 };

const svg = readFileSync(resolve(PUBLIC_DIR, 'favicon.svg'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: QUIET_CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage();
  for (const { file, size } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    await page.setContent(
      `<body style="margin:0"><img src="${src}" width="${size}" height="${size}"></body>`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    writeFileSync(resolve(PUBLIC_DIR, file), png);
    console.log(`public/${file}: ${size}×${size}, ${png.length} bytes`);
  }
  const ico = icoOfPng(readFileSync(resolve(PUBLIC_DIR, ICO.from)), ICO.size);
  writeFileSync(resolve(PUBLIC_DIR, ICO.file), ico);
  console.log(`public/${ICO.file}: ${ICO.from} in an icon file, ${ico.length} bytes`);
} finally {
  await browser.close();
}
