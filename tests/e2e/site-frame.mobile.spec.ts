import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chosenLocation,
  linkNames,
  persistBeforeLoad,
  seededCart,
  signedInDemoMember,
  useScenario,
} from './support/site-frame-state';
import { startWithSeededCart } from './support/seeded-cart';

/** SPEC §2 on the 390 px mobile project (below 1200 px): top bar, mobile menu and bottom bar. */

test.describe('mobile top bar, menu and bottom bar', () => {
  test('a guest opens the menu, sees its links and closes it with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Your order' }).getByRole('link', { name: 'Order Now' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign in or Sign up' })).toBeVisible();
    expect(await linkNames(page, 'Site pages')).toEqual([
      'Menu',
      'Locations',
      'Careers',
      'About Us',
      'Franchising',
      'Catering',
      'Merch Store',
      'Foundation',
      'Community',
      'Contact Us',
      'Search',
    ]);
    expect(await linkNames(page, 'More information')).toEqual([
      'Terms of Use',
      'Privacy Policy',
      'Gift Cards',
      'Nutrition',
    ]);
    await expect(menu.getByRole('link', { name: 'Order Now' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Language' }).getByRole('button')).toHaveText([
      'English',
      'Español',
    ]);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('choosing a link closes the menu and the new page takes focus', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();

    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Order Now' }).click();

    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a member with a location sees the greeting, Profile, the address and the bottom bar toggle', async ({
    page,
  }) => {
    await useScenario(page, 'member-full-cart');
    await persistBeforeLoad(page, { ...signedInDemoMember, ...chosenLocation, ...seededCart() });
    await page.goto('/');

    const bottomBar = page.getByRole('region', { name: 'Your order' });
    await expect(bottomBar.getByRole('link', { name: /change location$/ })).toHaveText('1500 South Tryo…');
    await expect(bottomBar.getByRole('group', { name: 'Pickup or delivery' })).toBeVisible();
    // The address ends (in an ellipsis where it must) before the toggle begins: it never runs under it.
    const address = await bottomBar.getByRole('link', { name: /change location$/ }).boundingBox();
    const toggle = await bottomBar.getByRole('group', { name: 'Pickup or delivery' }).boundingBox();
    expect(address && toggle && address.x + address.width <= toggle.x).toBe(true);
    await expect(page.getByRole('button', { name: 'Cart 7 items in your cart' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Hi Bo!')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('link', { name: 'Sign in or Sign up' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Offers' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /change location$/ })).toHaveText('1500 South Tryon Str…');
    await expectNoAxeViolations(page);
  });

  test('the top alert arrives above the bottom bar without moving the bar', async ({ page }) => {
    // What each layout shift moved, as the browser reports it (the measure behind CLS), from the
    // first paint on: the labelled region each moved element is in.
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { movedRegions: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { sources = [] } = entry as unknown as { sources?: { node?: Node | null }[] };
          for (const { node } of sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            moved.push(element?.closest('[aria-label]')?.getAttribute('aria-label') ?? 'unlabelled');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/about');
    const alert = page.getByRole('region', { name: 'Announcement' });
    const bar = page.getByRole('region', { name: 'Your order' });
    await expect(alert.getByRole('button', { name: /^Dismiss/ })).toBeVisible();

    const [alertBox, barBox] = [await alert.boundingBox(), await bar.boundingBox()];
    expect(Math.round((alertBox?.y ?? 0) + (alertBox?.height ?? 0))).toBe(Math.round(barBox?.y ?? -1));
    const moved = await page.evaluate(() => (window as unknown as { movedRegions: string[] }).movedRegions);
    expect(moved.filter((region) => region === 'Your order' || region === 'Announcement')).toEqual([]);
  });

  test('the bottom bar is not on the login page', async ({ page }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expect(page.getByRole('region', { name: 'Your order' })).toHaveCount(0);
  });

  test('the bottom bar is not on the product page nor on checkout', async ({ page }) => {
    await startWithSeededCart(page, { member: false });
    const bottomBar = page.getByRole('region', { name: 'Your order' });
    await page.goto('/order');
    await expect(bottomBar.getByRole('group', { name: 'Pickup or delivery' })).toBeVisible();

    for (const productPage of ['/order/product', '/menu/product']) {
      await page.goto(`${productPage}?id=CAJUN-FILET-BISCUIT`);
      await expect(page.getByRole('heading', { level: 1, name: 'Cajun Filet Biscuit' })).toBeVisible();
      await expect(bottomBar).toHaveCount(0);
    }

    await page.goto('/order/checkout');
    await expect(page.getByRole('group', { name: 'How would you like to get your order?' })).toBeVisible();
    await expect(bottomBar).toHaveCount(0);
  });
});

test.describe('the sticky top bar and bottom bar', () => {
  /**
   * Brings `target` into view as Safari and Firefox bring an element Tab focuses (just into view,
   * at the nearest edge; Chromium centres it), from the other end of the page, and answers whether
   * every sampled point of it then shows one of the sticky bars instead.
   */
  async function hiddenAfterFocusScroll(page: Page, target: Locator, from: 'top' | 'bottom') {
    await page.evaluate((end) => window.scrollTo(0, end === 'top' ? 0 : document.body.scrollHeight), from);
    return target.evaluate((focused) => {
      focused.focus({ preventScroll: true });
      focused.scrollIntoView({ block: 'nearest' });
      const bars = [
        document.querySelector('header')?.parentElement,
        document.querySelector('[aria-label="Your order"]')?.parentElement,
      ].filter((bar): bar is HTMLElement => bar instanceof HTMLElement);
      const box = focused.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 1, box.top + 1],
        [box.right - 1, box.top + 1],
        [box.left + 1, box.bottom - 1],
        [box.right - 1, box.bottom - 1],
      ] as const;
      return points.every(([x, y]) => {
        const shown = document.elementFromPoint(x, y);
        return shown !== null && !focused.contains(shown) && bars.some((bar) => bar.contains(shown));
      });
    });
  }

  test('never hide what focus scrolls into view (WCAG 2.2 Focus Not Obscured)', async ({ page }) => {
    // A short page: its footer starts below the fold, where the bottom bar sits.
    await page.goto('/order/type');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your order' })).toBeVisible();

    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    // The bars report their height once laid out; the page's scroll padding follows that report.
    await expect
      .poll(() => hiddenAfterFocusScroll(page, footerLink, 'top'), { message: 'under the bottom bar' })
      .toBe(false);
    const firstChoice = page.getByRole('main').getByRole('button', { name: 'Pickup' });
    await expect
      .poll(() => hiddenAfterFocusScroll(page, firstChoice, 'bottom'), { message: 'under the top bar' })
      .toBe(false);
  });
});
