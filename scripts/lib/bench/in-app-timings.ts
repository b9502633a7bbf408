import { chromium, type Browser } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from '../quiet-chromium-flags.ts';

/** Chromium's headless shell where Debian installs it, as the e2e suite runs it. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Milliseconds from the history push to the new page's heading taking focus, which every page does
 * once it is shown after an in-app navigation. Runs in the page. The page shown keeps its focused
 * heading until the next one replaces it, so its headings are marked as left first. Resolves NaN
 * when no new heading takes focus within 10 s.
 */
const navigateInApp = (path: string) =>
  new Promise<number>((resolve) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.left = '';
    const started = performance.now();
    // A link whose page takes no focus (none today) is left out of the figures.
    const timer = setTimeout(() => resolve(Number.NaN), 10_000);
    document.addEventListener('focusin', function arrived(event) {
      const target = event.target;
      if (!(target instanceof HTMLHeadingElement) || target.tagName !== 'H1' || 'left' in target.dataset)
        return;
      document.removeEventListener('focusin', arrived);
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
    window.history.pushState(null, '', path);
  });

/** Milliseconds from a click on the header's cart button to the panel's heading shown. Runs in the page. */
const openCart = () =>
  new Promise<number>((resolve) => {
    const button = [...document.querySelectorAll('button')].find((candidate) =>
      /^Cart/.test(candidate.getAttribute('aria-label') ?? candidate.textContent ?? ''),
    );
    const started = performance.now();
    const shown = () => {
      const heading = [...document.querySelectorAll('h2')].find(
        (candidate) => candidate.textContent === 'Your Cart' && candidate.checkVisibility(),
      );
      if (heading) resolve(performance.now() - started);
      else requestAnimationFrame(shown);
    };
    button?.click();
    requestAnimationFrame(shown);
  });

/** True once React has taken over the prerendered page (as `tests/e2e/support/test.ts` waits). */
const hydrated = () => {
  const first = document.getElementById('root')?.firstElementChild;
  return first != null && Object.keys(first).some((key) => key.startsWith('__reactProps$'));
};

export const launchHeadless = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.E2E_CHROMIUM_PATH ?? HEADLESS_SHELL,
    args: QUIET_CHROMIUM_FLAGS,
  });

export interface InAppTimings {
  /** The first opening of the cart panel, whose code loads then. */
  cartOpening: number;
  /** Each of the home page's links followed in turn. */
  navigations: number[];
}

/**
 * On a fresh load of the home page, once hydrated: opens the cart panel, closes it, then follows
 * each of the page's links to another page in turn, as a visitor's clicks would (a history push,
 * no reload), timing each.
 */
export async function timeInApp(browser: Browser, siteUrl: string): Promise<InAppTimings> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(siteUrl);
    await page.waitForFunction(hydrated);
    const cartOpening = await page.evaluate(openCart);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Your Cart' }).waitFor({ state: 'hidden' });
    const origin = new URL(siteUrl).origin;
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    const paths = [
      ...new Set(
        hrefs.flatMap((href) => {
          const url = new URL(href);
          if (url.origin !== origin || url.pathname === '/' || /\.\w+$/.test(url.pathname)) return [];
          return [url.pathname];
        }),
      ),
    ];
    const navigations: number[] = [];
    for (const path of paths) navigations.push(await page.evaluate(navigateInApp, path));
    return { cartOpening, navigations: navigations.filter((time) => !Number.isNaN(time)) };
  } finally {
    await context.close();
  }
}
