import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chosenLocation,
  linkNames,
  persistBeforeLoad,
  seededCart,
  signedInDemoMember,
  useScenario,
} from './support/site-frame-state';

/** SPEC §2 on the 390 px mobile project (below 900 px): top bar, mobile menu and bottom bar. */

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

  test('the bottom bar is not on the login page', async ({ page }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expect(page.getByRole('region', { name: 'Your order' })).toHaveCount(0);
  });
});
