// Draws the app's PNG icons (the web app manifest's 192 and 512 px icons, their maskable
// twins and the Apple touch icon) from the two SVG sources in public/icons, with the system
// Chromium the tests use (scripts/test-support/chromium.ts). Run after changing an SVG, and
// commit the PNGs: node scripts/app-icons.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './test-support/chromium.ts';

const dir = new URL('../public/icons/', import.meta.url);

/** What is drawn: the source SVG, the size in pixels and the PNG's name. */
export const APP_ICONS = [
  { source: 'app-icon.svg', size: 192, file: 'icon-192.png' },
  { source: 'app-icon.svg', size: 512, file: 'icon-512.png' },
  // Maskable: the mark inside the middle 80 % circle of a full-bleed square, which a launcher may crop to any shape.
  { source: 'app-icon-maskable.svg', size: 192, file: 'maskable-192.png' },
  { source: 'app-icon-maskable.svg', size: 512, file: 'maskable-512.png' },
  // iOS rounds the corners itself and shows transparency black: the full-bleed art.
  { source: 'app-icon-maskable.svg', size: 180, file: 'apple-touch-icon.png' },
] as const;

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of APP_ICONS) {
    const svg = readFileSync(new URL(icon.source, dir)).toString('base64');
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<body style="margin:0"><img alt="" src="data:image/svg+xml;base64,${svg}" width="${icon.size}" height="${icon.size}" style="display:block"></body>`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    writeFileSync(new URL(icon.file, dir), png);
    process.stdout.write(`public/icons/${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes\n`);
  }
} finally {
  await browser.close();
}
