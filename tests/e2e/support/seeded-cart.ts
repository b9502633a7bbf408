import type { Page } from '@playwright/test';
import {
  DEMO_ACCESS_TOKEN,
  DEMO_MEMBER,
  DEMO_ORDERING_TOKEN,
  LOCATION_IDS,
  MENU_IDS,
  SEEDED_CART_ORDER_ID,
} from '../../../mocks/seed/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Charlotte – Uptown, where the seeded cart (order 80100) was started, as the location store keeps it. */
export const SEEDED_CART_LOCATION = {
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
 * Makes the seeded cart the visitor's order: its reference and the chosen location are written to
 * localStorage the way the stores persist them, once per tab (a reload keeps what the page changed).
 */
export async function startWithSeededCart(page: Page, { member, scenario }: SeededCartOptions) {
  await page.setExtraHTTPHeaders({
    'x-mock-scenario': scenario ?? (member ? 'member-full-cart' : 'guest-full-cart'),
  });
  await page.addInitScript(
    ({ location, orderId, menuId, dayMs, token }) => {
      if (sessionStorage.getItem('cart-seeded')) return;
      sessionStorage.setItem('cart-seeded', 'yes');
      const envelope = (state: unknown) =>
        JSON.stringify({ value: { state, version: 0 }, expires: Date.now() + dayMs });
      localStorage.setItem('location', envelope({ location }));
      localStorage.setItem(
        'order',
        envelope({
          order: {
            id: orderId,
            menu_id: menuId,
            location_id: location.id,
            created: new Date().toISOString(),
          },
        }),
      );
      if (token) localStorage.setItem('token', envelope({ token, redirect: null }));
    },
    {
      location: SEEDED_CART_LOCATION,
      orderId: SEEDED_CART_ORDER_ID,
      menuId: MENU_IDS.regular,
      dayMs: DAY_MS,
      token: member
        ? {
            access: DEMO_ACCESS_TOKEN,
            ordering: DEMO_ORDERING_TOKEN,
            memberId: DEMO_MEMBER.id,
            provider: 'ordering',
          }
        : null,
    },
  );
}
