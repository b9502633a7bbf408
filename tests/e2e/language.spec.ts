import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { SKUS } from '../../mocks/seed/constants';
import { SPANISH_OFFER_TEXT } from '../../mocks/seed/offers-spanish';
import { englishShown, expectNoEnglish, pageCopy } from './support/english-copy';
import {
  expectRoutePageLoaded,
  loadRouteTable,
  routeUrl,
  withLanguage,
  type RouteEntry,
} from './support/route-table';
import { startWithSeededCart } from './support/seeded-cart';
import { asCateringMember, onCateringHost } from './support/site-frame-state';
import { ONE_VIEWPORT } from './support/viewports';

/** The English / Español toggle: in the header on desktop, in the mobile menu below 1200 px. */
async function languageToggle(page: Page, label: 'Language' | 'Idioma') {
  const toggle = page.getByRole('group', { name: label });
  if (!(await toggle.first().isVisible())) {
    await page.getByRole('button', { name: label === 'Language' ? 'Open menu' : 'Abrir menú' }).click();
  }
  return toggle.first();
}

async function expectEnglish(page: Page) {
  // The home story comes from the CMS in the language shown, the title from the site's messages.
  await expect(page.getByRole('heading', { level: 2, name: 'Made from scratch since 1977' })).toBeVisible();
  await expect(page).toHaveTitle('Order Online');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
}

async function expectSpanish(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Hecho desde cero desde 1977' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Made from scratch since 1977' })).toHaveCount(0);
  await expect(page).toHaveTitle('Ordena en línea');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test.describe('English and Spanish', () => {
  test('switching to Español changes the page and <html lang>, and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expectEnglish(page);

    const toggle = await languageToggle(page, 'Language');
    await expect(toggle.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await toggle.getByRole('button', { name: 'Español' }).click();

    await expectSpanish(page);
    await expect(page.getByRole('group', { name: 'Idioma' }).first()).toBeVisible();

    await page.reload();
    await expectSpanish(page);

    // And back: the stored choice follows.
    await (await languageToggle(page, 'Idioma')).getByRole('button', { name: 'English' }).click();
    await expectEnglish(page);
    await page.reload();
    await expectEnglish(page);
  });

  test(`?lang=es forces Spanish over the stored choice, and keeps it ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/');
    await expectEnglish(page);

    await page.goto('/?lang=es');
    await expectSpanish(page);

    await page.goto('/');
    await expectSpanish(page);
  });

  test(`?lang=en forces English ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/?lang=es');
    await expectSpanish(page);

    await page.goto('/?lang=en');
    await expectEnglish(page);
  });

  test('meets WCAG 2.2 AA in Spanish, with the toggle in view', async ({ page }) => {
    await page.goto('/?lang=es');
    await expectSpanish(page);
    await expect(await languageToggle(page, 'Idioma')).toBeVisible();

    await expectNoAxeViolations(page);
  });
});

/**
 * "Switching to Spanish changes every visible string" (SPEC §4 "Language switch"), page by page:
 * no text, title or accessible name may still be English copy (the catalogue's English messages whose
 * Spanish differs, and common English labels that were never put in the catalogue). Menu and
 * location data (product names, addresses, modifier groups) come from the backend and are not copy.
 * Each page waits for its own content first, so that a page still loading cannot pass as Spanish.
 */
interface SitePage {
  path: string;
  /** Waits until the page's content (not only its loading state) is on screen. */
  ready: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

const SITE_PAGES: SitePage[] = [
  {
    path: '/',
    ready: (page) =>
      expect(
        main(page).getByRole('heading', { level: 2, name: 'Hecho desde cero desde 1977' }),
      ).toBeVisible(),
  },
  {
    path: '/about',
    ready: (page) =>
      expect(main(page).getByRole('heading', { level: 1, name: 'Sobre Henhouse' })).toBeVisible(),
  },
  {
    path: '/locations',
    // With search results: the list of locations and its actions.
    ready: async (page) => {
      await main(page).getByRole('searchbox', { name: 'Código postal o ciudad y estado' }).fill('28202');
      await main(page).getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(main(page).getByText('Charlotte – Uptown').first()).toBeVisible();
    },
  },
  {
    path: '/menu',
    ready: (page) => expect(main(page).getByText('Chicken Supremes').first()).toBeVisible(),
  },
  {
    path: '/order/product?id=CHICKEN-SUPREMES',
    ready: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeVisible();
      await expect(main(page).getByRole('group', { name: 'Cantidad', exact: true })).toBeVisible();
    },
  },
  {
    path: '/order/checkout',
    ready: (page) =>
      expect(
        main(page).getByRole('region', { name: 'Resumen del pedido' }).getByText('Subtotal'),
      ).toBeVisible(),
  },
  {
    path: '/account/login',
    ready: (page) => expect(main(page).getByRole('textbox', { name: 'Contraseña' })).toBeVisible(),
  },
  {
    path: '/account/signup',
    ready: (page) => expect(main(page).getByRole('textbox', { name: 'Apellido' })).toBeVisible(),
  },
  {
    path: '/account/password-reset',
    ready: (page) =>
      expect(main(page).getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible(),
  },
  {
    path: '/careers',
    ready: (page) => expect(main(page).getByRole('heading', { level: 1, name: 'Empleo' })).toBeVisible(),
  },
  {
    path: '/search',
    ready: (page) => expect(main(page).getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    ready: (page) => expect(main(page).getByText('No se pudo encontrar esta página')).toBeVisible(),
  },
];

test(`the top alert, the home page's cards and the server's refusals read in Spanish ${ONE_VIEWPORT}`, async ({
  page,
}) => {
  await page.goto('/?lang=es');
  const alert = page.getByRole('region', { name: 'Aviso' });
  await expect(alert).toContainText('El pollo con hueso y las cenas se sirven desde las 10:30 a. m.');
  await expect(alert.getByRole('button', { name: /^Descartar/ })).toBeVisible();
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Hecho desde cero desde 1977' }),
  ).toBeVisible();
  await expectNoEnglish(page, '/ with its top alert and cards');

  // A wrong password: the server's refusal, in the site's Spanish.
  await page.goto('/account/login?lang=es');
  await main(page).getByRole('textbox', { name: 'Correo electrónico' }).fill('demo@example.com');
  await main(page)
    .getByLabel(/^Contraseña/)
    .fill('not-the-password');
  await main(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText(
    'El correo electrónico o la contraseña son incorrectos.',
  );
  await expectNoEnglish(page, 'the sign-in refusal');

  // A reset link that was never sent.
  await page.goto(`/account/reset-password?token=reset_${'0'.repeat(32)}&email=demo%40example.com&lang=es`);
  await main(page)
    .getByLabel(/^Contraseña nueva/)
    .fill('Fresh-Biscuits-9');
  await main(page).getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(main(page).getByRole('alert')).toContainText(
    'Este enlace para restablecer la contraseña no es válido o ha vencido.',
  );
  await expectNoEnglish(page, 'the reset refusal');
});

const isPhoneLayout = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1200;

/** The cart panel over the page, with the seeded cart's lines, then closed again. */
async function expectSpanishCartPanel(page: Page) {
  await page
    .getByRole('button', { name: /^Carrito/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(
    panel.getByRole('list', { name: 'Artículos en tu carrito' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expectNoEnglish(page, 'the cart panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** The phone layout's menu (navigation, language toggle, account), then closed again. */
async function expectSpanishMobileMenu(page: Page) {
  if (!(await page.getByRole('group', { name: 'Idioma' }).first().isVisible())) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
  }
  await expect(page.getByRole('group', { name: 'Idioma' }).first()).toBeVisible();
  await expectNoEnglish(page, 'the mobile menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Idioma' })).toBeHidden();
}

test.describe('every string in Spanish', () => {
  test.beforeEach(async ({ page }) => {
    // A chosen location and the seeded cart: the menu, product, cart and checkout have content.
    await startWithSeededCart(page, { member: false });
  });

  test('the toggle turns the frame, the cart panel and every page Spanish, page after page', async ({
    page,
  }) => {
    await page.goto('/');
    await expectEnglish(page);
    // The check finds the English it is looking for, so it can fail below.
    expect((await englishShown(page)).length).toBeGreaterThan(5);
    expect((await englishShown(page)).filter((found) => found.startsWith('common word'))).not.toEqual([]);

    await (await languageToggle(page, 'Language')).getByRole('button', { name: 'Español' }).click();
    await expectSpanish(page);
    if (isPhoneLayout(page)) await expectSpanishMobileMenu(page);
    await expectNoEnglish(page, '/ right after the switch');
    await expectSpanishCartPanel(page);

    // On through the site the way its links go, without a reload: each page first renders in Spanish.
    for (const { path, ready } of SITE_PAGES.slice(1)) {
      await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await ready(page);
      await expectNoEnglish(page, path);
    }
  });

  // The toggle test above reads the same pages, the mobile menu and the cart panel at 390 px: what
  // this one adds, Spanish chosen by the address, is the same at every width.
  test(`?lang=es starts every page, the frame and the cart panel in Spanish ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    for (const { path, ready } of SITE_PAGES) {
      await page.goto(withLanguage(path, 'es'));
      await ready(page);
      await expectNoEnglish(page, path);
    }
    await expectSpanishCartPanel(page);
    if (isPhoneLayout(page)) await expectSpanishMobileMenu(page);
  });
});

/**
 * The member's own pages, signed in: besides the site's copy, what the server writes for the member
 * (the wallet's offer labels, the past orders' names) reads in Spanish.
 */
const MEMBER_PAGES: SitePage[] = [
  {
    path: '/account',
    ready: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1, name: '¡Hola, Bo!' })).toBeVisible();
      await expect(
        main(page)
          .getByText(/^\d+ artículos? de /)
          .first(),
      ).toBeVisible();
    },
  },
  {
    path: '/offers',
    ready: (page) =>
      expect(
        main(page).getByRole('region', { name: 'Tus ofertas' }).getByText('$3 de descuento en tu pedido'),
      ).toBeVisible(),
  },
  {
    path: '/account/order-history',
    ready: (page) =>
      expect(
        main(page)
          .getByText(/^\d+ artículos? de /)
          .first(),
      ).toBeVisible(),
  },
  {
    path: '/account/settings',
    ready: (page) => expect(main(page).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Bo'),
  },
  {
    path: '/account/payments',
    ready: (page) => expect(main(page).getByText('600 S Tryon St').first()).toBeVisible(),
  },
  {
    path: '/account/inbox',
    ready: (page) => expect(main(page).getByRole('heading', { level: 1, name: 'Buzón' })).toBeVisible(),
  },
];

/** The seeded wallet's English labels and descriptions, which a Spanish page must not show. */
const ENGLISH_OFFER_TEXT = Object.keys(SPANISH_OFFER_TEXT);

test(`signed in, ?lang=es shows the member's pages and their offers in Spanish ${ONE_VIEWPORT}`, async ({
  page,
}) => {
  await startWithSeededCart(page, { member: true });
  for (const { path, ready } of MEMBER_PAGES) {
    await page.goto(`${path}?lang=es`);
    await ready(page);
    await expectNoEnglish(page, path);
    const copy = await pageCopy(page);
    expect(
      ENGLISH_OFFER_TEXT.filter((english) => copy.some((text) => text.includes(english))),
      `English offer text on ${path}`,
    ).toEqual([]);
  }
});

/**
 * The catering site, signed in with a catering cart: its own header, notices, menu, offers and
 * checkout, each in Spanish from `?lang=es` (SPEC §1: the channels share the language switch).
 */
const CATERING_PAGES: SitePage[] = [
  {
    path: '/',
    ready: (page) =>
      expect(main(page).getByRole('heading', { level: 2, name: 'Menú de catering' })).toBeVisible(),
  },
  {
    path: '/menu',
    ready: (page) =>
      expect(main(page).getByText('Paquete para fiesta grande (para 20)').first()).toBeVisible(),
  },
  {
    path: `/order/product?id=${SKUS.cateringCookieTray}`,
    ready: (page) =>
      expect(
        main(page).getByRole('heading', { level: 1, name: 'Bandeja de galletas (24 galletas)' }),
      ).toBeVisible(),
  },
  {
    path: '/order/checkout',
    ready: async (page) => {
      await expect(main(page).getByRole('region', { name: 'Resumen del pedido' })).toBeVisible();
      // Catering is ordered a day ahead: the checkout says so, in Spanish.
      await expect(main(page).getByText(/^Los pedidos de catering deben hacerse con al menos/)).toBeVisible();
      await expect(main(page).getByRole('combobox', { name: 'Hora' })).not.toHaveValue('');
    },
  },
  {
    path: '/offers',
    ready: (page) =>
      expect(main(page).getByRole('region', { name: 'Tus ofertas' }).getByRole('listitem')).toHaveCount(2),
  },
  {
    path: '/bo-time-moments',
    ready: (page) =>
      expect(main(page).getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible(),
  },
];

test(`the catering site, signed in, ?lang=es shows every page in Spanish ${ONE_VIEWPORT}`, async ({
  page,
  baseURL,
}) => {
  await asCateringMember(page);
  for (const { path, ready } of CATERING_PAGES) {
    await page.goto(onCateringHost(baseURL, withLanguage(path, 'es')));
    await ready(page);
    await expectNoEnglish(page, `catering ${path}`);
  }
});

const forMembers = (route: RouteEntry) => route.guards.includes('member');

/**
 * The pages above wait for content of their own; these walks take every route of the route table
 * (the app's own list, so a page added later is walked too) and find no English on any of them:
 * its public routes signed out, and every route signed in (a member's frame on the public pages,
 * and the account pages), each in two halves side by side.
 */
const ROUTE_WALKS = [false, true].flatMap((member) =>
  [0, 1].map((half) => ({
    name: `${member ? 'every route signed in' : 'public routes signed out'}, ${half === 0 ? 'first' : 'second'} half`,
    member,
    pick: (route: RouteEntry, index: number) => (member || !forMembers(route)) && index % 2 === half,
  })),
);

for (const walk of ROUTE_WALKS) {
  test(`?lang=es, every route of the route table reads in Spanish: ${walk.name} ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    // A hang detector for a walk of some 25 page loads, not a speed assertion.
    test.setTimeout(240_000);
    const routes = (await loadRouteTable()).filter(walk.pick);
    expect(routes.length).toBeGreaterThan(5);
    await startWithSeededCart(page, { member: walk.member });
    for (const route of routes) {
      const url = routeUrl(route);
      await test.step(url, async () => {
        await page.goto(withLanguage(url, 'es'));
        await expectRoutePageLoaded(page, route, 'Aviso');
        await expectNoEnglish(page, url);
      });
    }
  });
}
