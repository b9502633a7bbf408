import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chosenLocation,
  linkNames,
  persistBeforeLoad,
  seededCart,
  signedInDemoMember,
  useScenario,
} from './support/site-frame-state';

/** SPEC §2 on the desktop project (the header shows from 1200 px): header and footer. */

test.describe('desktop header and footer', () => {
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
    await expect(header.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
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
