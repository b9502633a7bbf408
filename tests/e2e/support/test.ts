import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * True once React has taken over the page: always for a page rendered in the browser, and for a
 * prerendered one once its markup carries React's props. Runs in the page.
 */
const appIsLive = () => {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return true;
  const first = root.firstElementChild;
  return first !== null && Object.keys(first).some((key) => key.startsWith('__reactProps$'));
};

/** After the browser has loaded a page, waits until the app answers clicks and keys on it. */
async function untilLive<T>(page: Page, loaded: Promise<T>): Promise<T> {
  const result = await loaded;
  await page.waitForFunction(appIsLive);
  return result;
}

/**
 * Playwright's `test`, whose `page` waits after `goto` and `reload` until a prerendered page is
 * hydrated. Before that its links load the next page afresh and its buttons do nothing, so a test
 * of what the app does on a click would race the page's script. A reader cannot see the moment;
 * `tests/e2e/prerendered-pages.desktop.spec.ts` tests the HTML before it, with JavaScript off.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => untilLive(page, goto(url, options));
    page.reload = (options) => untilLive(page, reload(options));
    await provide(page);
  },
});
