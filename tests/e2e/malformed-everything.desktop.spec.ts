import { expect, test, type Page } from './support/test';
import { DEMO_MEMBER, MENU_IDS, SEEDED_CART_ORDER_ID, SKUS } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { parse } from 'regexparam';
import { BRAND } from '../../src/config/brand';
import { loadRouteTable, type RouteEntry } from './support/route-table';
import {
  chosenLocation,
  persistBeforeLoad,
  seededCart,
  signedInDemoMember,
  useScenario,
} from './support/site-frame-state';

/**
 * Under `malformed-everything` every API call answers 200 with `{}`. The client refuses
 * each answer, so every route of SPEC §2 still renders its frame and a heading or message, never
 * the 404 page: a bad answer costs at most the part of the page that needed it, never the whole app.
 */

/**
 * SPEC §2's route table as it reads, each route at an address with seeded values (and the query its
 * validity check asks for): the walk covers what SPEC lists, not what the app happens to route.
 */
const SPEC_ROUTES: readonly (readonly [specRoute: string, address: string])[] = [
  ['/about', '/about'],
  ['/about/{slug}', '/about/legendary-sweet-tea'],
  ['/about/chicken-scoop', '/about/chicken-scoop'],
  ['/about/chicken-scoop/{slug?}', '/about/chicken-scoop/biscuits-every-20-minutes'],
  ['/account', '/account'],
  ['/account/{slug}', '/account/rewards'],
  ['/account/complete', '/account/complete'],
  ['/account/inbox', '/account/inbox'],
  ['/account/login', '/account/login'],
  ['/account/oauthcallback', '/account/oauthcallback'],
  ['/account/order-history', '/account/order-history'],
  ['/account/password-reset', '/account/password-reset'],
  ['/account/payments', '/account/payments'],
  [
    '/account/reset-password',
    `/account/reset-password?token=reset-link-token&email=${encodeURIComponent(DEMO_MEMBER.email)}`,
  ],
  ['/account/settings', '/account/settings'],
  ['/account/signup', '/account/signup'],
  ['/account/verify', '/account/verify?status=success'],
  ['/account/offers', '/account/offers'],
  ['/app/confirm', `/app/confirm?id=${SEEDED_CART_ORDER_ID}`],
  ['/app/payment', `/app/payment?order=${SEEDED_CART_ORDER_ID}`],
  ['/app/signin', '/app/signin'],
  ['/biscuit-month', '/biscuit-month'],
  ['/bo-time-moments', '/bo-time-moments'],
  ['/bo-time-moments/{slug?}', '/bo-time-moments/tailgate-season'],
  ['/careers', '/careers'],
  ['/chickenverse/{slug?}', '/chickenverse/great-biscuit-race'],
  ['/expansion-menu', '/expansion-menu'],
  ['/expansion-menu/items', '/expansion-menu/items?market=birmingham-downtown'],
  [
    '/expansion-menu/items/{item}',
    `/expansion-menu/items/${SKUS.cajunFiletBiscuit}?market=birmingham-downtown`,
  ],
  ['/foundation/{slug?}', '/foundation/team-member-scholarships'],
  ['/franchising/{slug?}', '/franchising/opening-your-restaurant'],
  ['/in-the-community', '/in-the-community'],
  ['/media-resources', '/media-resources'],
  ['/menu', '/menu'],
  ['/menu/{mid}', `/menu/${MENU_IDS.regular}`],
  ['/menu/nutrition', '/menu/nutrition'],
  ['/menu/product', `/menu/product?id=${SKUS.cajunFiletBiscuit}`],
  ['/messaging/test', '/messaging/test'],
  ['/news-and-community', '/news-and-community'],
  ['/news-and-community/{slug?}', '/news-and-community/40000-meals-for-food-banks'],
  ['/offers', '/offers'],
  ['/order', '/order'],
  ['/order/checkout', '/order/checkout'],
  ['/order/confirm', `/order/confirm?id=${SEEDED_CART_ORDER_ID}`],
  ['/order/location', '/order/location'],
  ['/order/product', `/order/product?id=${SKUS.cajunFiletBiscuit}`],
  ['/order/type', '/order/type'],
  ['/positions', '/positions'],
  ['/positions/info', '/positions/info?id=shift-manager'],
  ['/refund', '/refund'],
  ['/search', '/search?q=chicken'],
  ['/technical-support', '/technical-support'],
  ['/welcometo{brand}/{slug?}', `/welcometo${BRAND.slug}/alabama`],
  ['/{slug?}', '/faq'],
];

/** Pages also held to WCAG 2.2 AA in this state: the frame, a member page, ordering, the bare layout. */
const AXE_SCANNED = new Set(['/', '/account', '/menu', '/order/checkout', '/app/signin']);

/** The route the app's router picks for an address: the first of its table whose pattern matches. */
function routeOf(routes: readonly RouteEntry[], address: string): RouteEntry | undefined {
  const path = address.split('?')[0] ?? address;
  return routes.find(({ pattern }) => parse(pattern).pattern.test(path));
}

/** Uncaught errors and the client's contract warnings, from now on. */
function watchConsole(page: Page) {
  const uncaught: string[] = [];
  const contractWarnings: string[] = [];
  page.on('pageerror', (error) => {
    // The test's own init script (persistBeforeLoad) also runs in the sandboxed card-form frame,
    // which refuses it storage: that error is the harness's, not the site's.
    if (!error.message.includes("Failed to read the 'sessionStorage' property")) uncaught.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('does not match the contract')) {
      contractWarnings.push(message.text());
    }
  });
  return { uncaught, contractWarnings };
}

async function expectRenderedWithMessage(page: Page, address: string, route: RouteEntry) {
  const main = page.getByRole('main');
  const message = main
    .getByRole('heading', { level: 1 })
    .or(main.getByRole('alert').filter({ hasText: /\S/ }))
    .first();
  await expect(message, `${address}: a heading or message`).toBeVisible();
  await expect(main, `${address}: not blank`).toHaveText(/\S/);
  // A bad answer is a message on the page it was for, never "no such page".
  await expect(main.getByText('This page could not be found'), `${address}: not the 404 page`).toHaveCount(0);
  if (route.layout === 'default') {
    await expect(page.getByRole('banner'), `${address}: the header`).toBeVisible();
  }
}

/** The id of the order (cart) the visitor's storage refers to, if any. */
const storedOrderId = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('order') ?? 'null') as {
      value?: { state?: { order?: { id?: number } | null } };
    } | null;
    return stored?.value?.state?.order?.id;
  });

// Two halves of SPEC's table run side by side; each walks its routes in one tab.
const PARTS = 2;

for (let part = 0; part < PARTS; part += 1) {
  test(`every SPEC §2 route renders its frame and a heading or message (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    // A hang detector for a walk of some 27 page loads, not a speed assertion.
    test.setTimeout(180_000);
    const table = await loadRouteTable();
    const addresses = SPEC_ROUTES.filter((_, index) => index % PARTS === part);
    await useScenario(page, 'malformed-everything');
    await persistBeforeLoad(page, { ...chosenLocation, ...seededCart(), ...signedInDemoMember });
    const seen = watchConsole(page);

    for (const [specRoute, address] of addresses) {
      await test.step(address, async () => {
        const route = routeOf(table, address);
        expect(route, `${specRoute}: a route of the app`).toBeDefined();
        await page.goto(address);
        await expectRenderedWithMessage(page, address, route as RouteEntry);
        if (AXE_SCANNED.has(address)) await expectNoAxeViolations(page);
      });
    }

    expect(seen.uncaught).toEqual([]);
    expect(seen.contractWarnings.length).toBeGreaterThan(0);
  });
}

test('the stored cart reference is dropped once its order keeps coming back malformed', async ({ page }) => {
  await useScenario(page, 'malformed-everything');
  await persistBeforeLoad(page, { ...chosenLocation, ...seededCart() });

  await page.goto('/menu');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => storedOrderId(page)).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Connection issue. Please try again.').first()).toBeVisible();
});
