import { randomUUID } from 'node:crypto';
import type { Browser } from 'puppeteer-core';
import { chosenLocation, seededCart, storedEnvelopes } from '../../../tests/e2e/support/client-state.ts';

/** A page Lighthouse scores, and whether its visitor is a guest with a location and the seeded cart. */
interface LighthousePage {
  path: string;
  guestWithCart?: boolean;
}

/** The home page, a content page, and the pages of the ordering flow. */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/menu' },
  { path: '/locations' },
  { path: '/order/product?id=CHICKEN-SUPREMES', guestWithCart: true },
  { path: '/order/checkout', guestWithCart: true },
];

/**
 * Lighthouse CI's `puppeteerScript`, run before each URL entry (one per run, see scripts/budget.ts):
 * an origin with nothing cached or stored, a fresh mock session, and, on the ordering pages, the
 * guest's chosen location and the seeded cart (the mock server's full-cart scenario), as they are
 * reached in use. Storage is written from a static file so that no app code runs first.
 */
async function preparePage(browser: Browser, { url }: { url: string }): Promise<void> {
  const { origin, pathname, search } = new URL(url);
  const page = LIGHTHOUSE_PAGES.find((candidate) => candidate.path === pathname + search);
  const tab = await browser.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    const cookies = {
      'mock-session': randomUUID(),
      ...(page?.guestWithCart && { 'mock-scenario': 'guest-full-cart' }),
    };
    for (const [name, value] of Object.entries(cookies)) {
      await cdp.send('Network.setCookie', { name, value, url: origin });
    }
    if (page?.guestWithCart) {
      await tab.goto(new URL('/robots.txt', origin).href);
      await tab.evaluate(
        (entries: Record<string, string>) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        storedEnvelopes({ ...chosenLocation, ...seededCart() }),
      );
    }
  } finally {
    await tab.close();
  }
}

// Lighthouse CI loads the script with require(): this is what require() returns.
export { preparePage as 'module.exports' };
