import type { Page } from '@playwright/test';
import { chosenLocation, persistBeforeLoad, seededCart, signedInDemoMember } from './site-frame-state';

interface SeededCartOptions {
  /** The demo member is signed in (its tokens are stored as the session store keeps them). */
  member: boolean;
  /**
   * The mock server's scenario for every request of the page (`X-Mock-Scenario`); it must seed the
   * full cart. By default the full-cart scenario of a guest or of the member.
   */
  scenario?: string;
}

/**
 * Makes the seeded cart (`SEEDED_CART_ORDER_ID` at Charlotte – Uptown) the visitor's order: its reference and
 * the chosen location are written to localStorage the way the stores persist them, once per tab.
 */
export async function startWithSeededCart(page: Page, { member, scenario }: SeededCartOptions) {
  await page.setExtraHTTPHeaders({
    'x-mock-scenario': scenario ?? (member ? 'member-full-cart' : 'guest-full-cart'),
  });
  await persistBeforeLoad(page, {
    ...chosenLocation,
    ...seededCart(),
    ...(member ? signedInDemoMember : {}),
  });
}
