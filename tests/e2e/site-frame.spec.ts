import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ACCESS_TOKEN,
  DEMO_MEMBER,
  DEMO_ORDERING_TOKEN,
  LOCATION_IDS,
  MENU_IDS,
  SEEDED_CART_ORDER_ID,
} from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';

/**
 * The frame around every page (SPEC §2): header, mobile menu, bottom bar, footers, catering and
 * the app's catering, for guests and members, on desktop and on the 390 px mobile project.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A chosen location with a street address longer than both truncation lengths. */
const CHOSEN_LOCATION = {
  id: LOCATION_IDS.charlotteUptown,
  name: 'Charlotte – Uptown',
  address: '1500 South Tryon Street Suite 200',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  menu_id: MENU_IDS.regular,
  lat: 35.229,
  lng: -80.8419,
};

/** Writes client state the way the stores persist it: `{ value: { state, version }, expires }`. */
async function persistBeforeLoad(page: Page, entries: Record<string, { state: unknown; ttlMs?: number }>) {
  await page.addInitScript(
    ({ entries, now }) => {
      if (sessionStorage.getItem('site-frame-seeded')) return;
      sessionStorage.setItem('site-frame-seeded', 'yes');
      for (const [key, { state, ttlMs }] of Object.entries(entries)) {
        const expires = ttlMs === undefined ? null : now + ttlMs;
        localStorage.setItem(key, JSON.stringify({ value: { state, version: 0 }, expires }));
      }
    },
    { entries, now: Date.now() },
  );
}

/** The mock backend seeds this session with a named scenario (the demo member, a full cart…). */
const useScenario = (page: Page, scenario: string) =>
  page.setExtraHTTPHeaders({ 'x-mock-scenario': scenario });

const signedInDemoMember = {
  token: {
    state: {
      token: {
        access: DEMO_ACCESS_TOKEN,
        ordering: DEMO_ORDERING_TOKEN,
        memberId: DEMO_MEMBER.id,
        provider: 'ordering',
      },
      redirect: null,
    },
  },
};
const chosenLocation = { location: { state: { location: CHOSEN_LOCATION }, ttlMs: DAY_MS } };
const seededCart = (menuId: number = MENU_IDS.regular) => ({
  order: {
    state: {
      order: {
        id: SEEDED_CART_ORDER_ID,
        menu_id: menuId,
        location_id: LOCATION_IDS.charlotteUptown,
        created: new Date().toISOString(),
      },
    },
    ttlMs: DAY_MS,
  },
});

/** The same page on the catering host: Chromium resolves every *.localhost name to this machine. */
const onCateringHost = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = 'catering.localhost';
  return url.href;
};

const linkNames = async (page: Page, navigation: string) =>
  (await page.getByRole('navigation', { name: navigation }).getByRole('link').allInnerTexts()).map((text) =>
    text
      .replace(/↗|\(opens in a new tab\)/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

test.describe('desktop header and footer', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop header shows from 900 px');

  test('a guest sees the links, Sign In, the find-a-location prompt, Order Now and the cart', async ({
    page,
  }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Henhouse home' })).toHaveAttribute('href', '/');
    expect(await linkNames(page, 'Main')).toEqual([
      'Menu',
      'Order',
      'Locations',
      'Careers',
      'About',
      'Catering',
    ]);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Find a Henhouse near you' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Order Now' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Cart' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Hi / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('href', '/gift');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a member with a location and a cart sees the greeting, inbox, address, toggle and count', async ({
    page,
  }) => {
    await useScenario(page, 'member-full-cart');
    await persistBeforeLoad(page, { ...signedInDemoMember, ...chosenLocation, ...seededCart() });
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Hi Bo!' })).toHaveAttribute('href', '/account');
    await expect(header.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/account/inbox');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const address = header.getByRole('link', { name: '1500 South Tryon Str…, change location' });
    await expect(address).toHaveText('1500 South Tryon Str…');
    await expect(address).toHaveAccessibleDescription('1500 South Tryon Street Suite 200');
    await expect(header.getByRole('group', { name: 'Pickup or delivery' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    await expect(header.getByRole('link', { name: 'Order Now' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Cart 7 items in your cart' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Delivery opens the location finder for a delivery address', async ({ page }) => {
    await persistBeforeLoad(page, chosenLocation);
    await page.goto('/');

    await page.getByRole('banner').getByRole('button', { name: 'Delivery' }).click();

    await expect(page).toHaveURL(/\/locations\?mode=delivery$/);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('reads in Spanish with ?lang=es', async ({ page }) => {
    await page.goto('/?lang=es');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Encuentra un Henhouse cerca de ti' })).toBeVisible();
    expect(await linkNames(page, 'Principal')).toEqual([
      'Menú',
      'Ordenar',
      'Restaurantes',
      'Empleos',
      'Nosotros',
      'Catering',
    ]);
  });
});

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

test.describe('mobile top bar, menu and bottom bar', () => {
  test.skip(({ isMobile }) => !isMobile, 'the mobile layout is below 900 px');

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
    ]);
    expect(await linkNames(page, 'More information')).toEqual([
      'Terms of Use',
      'Privacy Policy',
      'Gift Cards',
      'Nutrition',
    ]);
    await expect(menu.getByRole('link', { name: 'Order Now' })).toBeVisible();
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

  test('the bottom bar is not on the login page', async ({ page }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expect(page.getByRole('region', { name: 'Your order' })).toHaveCount(0);
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
      expect((await linkNames(page, 'Site pages')).slice(0, 3)).toEqual([
        'Catering Menu',
        'Locations',
        'Bo Time Moments',
      ]);
      await expect(menu.getByRole('link', { name: 'Sign in or Sign up' })).toHaveCount(0);
      expect(await linkNames(page, 'More information')).toEqual([
        'Terms of Use',
        'Privacy Policy',
        'Go to the main site',
      ]);
    } else {
      expect(await linkNames(page, 'Main')).toEqual([
        'Catering Menu',
        'Order',
        'Locations',
        'Bo Time Moments',
        'Careers',
        'About',
        'Catering',
      ]);
    }
    await expectNoAxeViolations(page);
  });

  test('asks before leaving catering with items in the cart; Cancel stays', async ({ page, baseURL }) => {
    await useScenario(page, 'catering');
    await persistBeforeLoad(page, { ...chosenLocation, ...seededCart(MENU_IDS.catering) });
    await page.goto(onCateringHost(baseURL, '/'));
    await expect(page.getByRole('button', { name: /^Cart 5 items in your cart$/ }).first()).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Go to the main site' }).click();

    const popup = page.getByRole('dialog', { name: 'Are you sure you want to exit catering?' });
    await expect(popup).toContainText('Exiting catering will clear your cart.');
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();
    expect(new URL(page.url()).hostname).toBe('catering.localhost');
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
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(['Home', 'Menu', 'Offers', 'Account']);
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
