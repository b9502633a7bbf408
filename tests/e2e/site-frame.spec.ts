import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chosenLocation,
  linkNames,
  linkTargets,
  onCateringHost,
  persistBeforeLoad,
  signedInDemoMember,
  useScenario,
} from './support/site-frame-state';
import { ONE_VIEWPORT } from './support/viewports';

/**
 * The frame around every page (SPEC §2): header, mobile menu, bottom bar, footers, catering and
 * the app's catering, for guests and members, on desktop and on the 390 px mobile project.
 */

test.describe('skip to content', () => {
  test('is the first Tab stop, shows when focused, and moves focus to the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });
});

/** SPEC §2 "Mobile menu" links on catering, in order: no Offers, with Bo Time Moments. */
const CATERING_MENU_LINKS = [
  'Catering Menu',
  'Locations',
  'Bo Time Moments',
  'Careers',
  'About Us',
  'Franchising',
  'Catering',
  'Merch Store',
  'Foundation',
  'Community',
  'Contact Us',
  'Search',
];

/** SPEC §2 "Catering" header links on desktop, in order. */
const CATERING_HEADER_LINKS = [
  'Catering Menu',
  'Order',
  'Locations',
  'Bo Time Moments',
  'Careers',
  'About',
  'Catering',
];

// The footer is one component at every width, left out by path alone (SPEC §2): one width checks it.
test.describe('the footer', () => {
  test(`has SPEC §2's links, in order, each to its page ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(await linkTargets(page, 'More from Henhouse')).toEqual([
      ['Foundation', '/foundation'],
      ['Gift Cards', '/gift'],
      ['Digital Gifting', '/digital-gifting'],
      ['Nutrition', '/menu/nutrition'],
      ['Community Relations', '/community-relations'],
      ['Contact Us', '/contact'],
      ['Terms of Use', '/terms-of-use'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
    // Each leads to a page of its own, not to the 404 page.
    for (const [name, href] of await linkTargets(page, 'More from Henhouse')) {
      await page.goto(href ?? '');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), name).toBeVisible();
      await expect(page.getByText('This page could not be found'), `${name}: not the 404 page`).toHaveCount(
        0,
      );
    }
  });

  for (const productPage of ['/order/product', '/menu/product']) {
    test(`is not on the product page (${productPage}) ${ONE_VIEWPORT}`, async ({ page }) => {
      await persistBeforeLoad(page, chosenLocation);
      await page.goto('/order');
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.goto(`${productPage}?id=CAJUN-FILET-BISCUIT`);

      await expect(page.getByRole('heading', { level: 1, name: 'Cajun Filet Biscuit' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }
});

test.describe('the pickup/delivery toggle', () => {
  test('shows with a location set, but not on the locations page', async ({ page, isMobile }) => {
    await persistBeforeLoad(page, chosenLocation);
    /** The header on desktop; the mobile menu, opened, on a phone (SPEC §2 lists it in both). */
    const frame = async () => {
      if (!isMobile) return page.getByRole('banner');
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    };

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Henhouse' })).toBeVisible();
    const onAbout = await frame();
    await expect(onAbout.getByRole('group', { name: 'Pickup or delivery' })).toBeVisible();

    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const onLocations = await frame();
    await expect(onLocations.getByRole('link', { name: /change location$/ })).toBeVisible();
    await expect(onLocations.getByRole('group', { name: 'Pickup or delivery' })).toHaveCount(0);
  });
});

test.describe("a member's inbox", () => {
  test('shows the count of unread inbox cards of this site, and not on the inbox page itself', async ({
    page,
  }) => {
    // The demo member's seeded cards (engagement stand-in): one unread on the regular site.
    await useScenario(page, 'member');
    await persistBeforeLoad(page, signedInDemoMember);
    await page.goto('/');

    const inbox = page.getByRole('banner').getByRole('link', { name: 'Inbox 1 unread message' });
    await expect(inbox).toHaveAttribute('href', '/account/inbox');
    await expect(inbox).toContainText('1');
    await expectNoAxeViolations(page);

    await page.goto('/account/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Inbox/ })).toHaveCount(0);
  });
});

test.describe('the catering channel (catering.localhost)', () => {
  test('has its own links and footer, with the way back to the main site', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    await page.goto(onCateringHost(baseURL, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const mainSite = new URL('/', baseURL);
    mainSite.hostname = 'localhost';
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Go to the main site' }),
    ).toHaveAttribute('href', mainSite.href);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      expect(await linkNames(page, 'Site pages')).toEqual(CATERING_MENU_LINKS);
      await expect(menu.getByRole('link', { name: 'Sign in or Sign up' })).toHaveCount(0);
      // SPEC §2: the language toggle is offered in the mobile menu on the main site only.
      await expect(menu.getByRole('group', { name: 'Language' })).toHaveCount(0);
      expect(await linkNames(page, 'More information')).toEqual([
        'Terms of Use',
        'Privacy Policy',
        'Go to the main site',
      ]);
    } else {
      expect(await linkNames(page, 'Main')).toEqual(CATERING_HEADER_LINKS);
    }
    await expectNoAxeViolations(page);
  });

  test('a signed-in member is greeted, and sees no Offers: SPEC §2 offers them off catering only', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    await useScenario(page, 'member');
    await persistBeforeLoad(page, signedInDemoMember);
    await page.goto(onCateringHost(baseURL, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByText('Hi Bo!')).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
      expect(await linkNames(page, 'Site pages')).toEqual(CATERING_MENU_LINKS);
      await expect(menu.getByRole('link', { name: 'Offers' })).toHaveCount(0);
    } else {
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Hi Bo!' })).toHaveAttribute('href', '/account');
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      expect(await linkNames(page, 'Main')).toEqual(CATERING_HEADER_LINKS);
    }
    await expect(page.getByRole('link', { name: 'Offers' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("'Catering Menu' goes to the catering menu on the home page, scrolled into view and focused", async ({
    page,
    baseURL,
    isMobile,
  }) => {
    await page.goto(onCateringHost(baseURL, '/about'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Catering Menu' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Catering Menu' })
        .click();
    }

    await expect(page).toHaveURL(/\/#catering-menu$/);
    const section = page.getByRole('region', { name: 'Catering Menu' });
    await expect(section).toBeFocused();
    await expect(section.getByRole('heading', { level: 2, name: 'Catering Menu' })).toBeInViewport();
    await expect(section.getByRole('heading', { level: 3, name: 'Boxes' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the app's catering (?source=app on catering.localhost)", () => {
  test('remembers the app in a cookie and shows its tab bar and Start Your Order', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    await page.goto(onCateringHost(baseURL, '/?source=app'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const tabs = page.getByRole('navigation', { name: 'App' });
    await expect(tabs.getByRole('link')).toHaveText(['Home', 'Menu', 'Offers', 'Account']);
    await expect(tabs.getByRole('button', { name: 'Cart' })).toBeVisible();
    if (isMobile) {
      await expect(page.getByRole('region', { name: 'Your order' }).getByRole('link')).toHaveText(
        'Start Your Order',
      );
    }
    const cookies = await page.context().cookies();
    expect(cookies).toContainEqual(
      expect.objectContaining({ name: 'source', value: 'app', domain: 'catering.localhost' }),
    );
    // Scanned at the end of the page, where the tab bar takes its own room: higher up it sits over
    // the catering menu, and axe counts a link it half covers at that scroll position as too small.
    await expect(page.getByRole('region', { name: 'Catering Menu' }).getByRole('link').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectNoAxeViolations(page);

    await tabs.getByRole('button', { name: 'Cart' }).click();
    await expect(tabs.getByRole('button', { name: 'Cart' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('keeps the app mode on later pages from the cookie, and shows the tab bar only on its pages', async ({
    page,
    baseURL,
  }) => {
    await page.goto(onCateringHost(baseURL, '/?source=app'));
    await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible();

    await page.goto(onCateringHost(baseURL, '/no-such-page'));
    await expect(
      page.getByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'App' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible();
  });
});
