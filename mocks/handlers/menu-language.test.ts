// @vitest-environment node
import { GetMenuProductResponse, GetMenuResponse } from '../../src/api/generated/zod/menus/menus.zod';
import type { Menu } from '../../src/api/generated/model';
import { GetOrderResponse } from '../../src/api/generated/zod/orders/orders.zod';
import { menuLanguageOf, translateMenu, translateOrderLine } from '../domain/menu-language';
import { mockBackend } from '../node';
import { MENU_IDS, SEEDED_CART_ORDER_ID, SKUS } from '../seed/constants';
import { buildMenus } from '../seed/menus';
import { UNTRANSLATED_PRODUCT } from '../seed/menu-spanish';
import { call, okBody } from './testing/api';

const inLanguage = (language: string) => ({ headers: { 'Accept-Language': language } });
const productsOf = <Product>(menu: { categories: { products: Product[] }[] }): Product[] =>
  menu.categories.flatMap((category) => category.products);

describe('menu language (Accept-Language)', () => {
  beforeAll(() => mockBackend.reset({ cart: 'full' }));
  afterAll(() => mockBackend.reset());

  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES-us,en;q=0.8', 'es'],
    ['en-US', 'en'],
    ['fr, es;q=0.9', 'en'],
    [undefined, 'en'],
  ])('reads %s as %s', (header, language) => {
    const request = new Request('http://localhost/', {
      headers: header ? { 'Accept-Language': header } : {},
    });
    expect(menuLanguageOf(request)).toBe(language);
  });

  it('answers the menu, its categories and options in Spanish for es, and in English otherwise', async () => {
    const spanish = okBody(
      await call('GET', `/menus/${MENU_IDS.regular}`, inLanguage('es-US')),
      GetMenuResponse,
    );
    const english = okBody(await call('GET', `/menus/${MENU_IDS.regular}`), GetMenuResponse);

    expect(spanish.categories.map((category) => category.name)).toContain('Desayuno');
    expect(english.categories.map((category) => category.name)).toContain('Breakfast');
    const biscuit = productsOf(spanish).find((product) => product.sku === SKUS.cajunFiletBiscuit);
    expect(biscuit).toMatchObject({
      name: 'Biscuit de filete cajún',
      description: 'Un filete de pollo cajún picante en un biscuit de suero de leche.',
      slug: 'cajun-filet-biscuit',
    });
    expect(biscuit?.optiongroups?.[0]?.description).toBe('Hazlo combo');
  });

  it('keeps "10:30" in the Spanish name of a product served after the daypart cutoff', async () => {
    const spanish = okBody(
      await call('GET', `/menus/${MENU_IDS.regular}`, inLanguage('es')),
      GetMenuResponse,
    );
    const names = productsOf(spanish).map((product) => product.name);
    expect(names).toContain('Pollo con hueso (después de las 10:30)');
  });

  it('falls back to English for a product with no translation', async () => {
    const spanish = okBody(
      await call('GET', `/menus/${MENU_IDS.regular}`, inLanguage('es')),
      GetMenuResponse,
    );
    expect(productsOf(spanish).find((product) => product.name === UNTRANSLATED_PRODUCT.name)).toMatchObject({
      ...UNTRANSLATED_PRODUCT,
      language: 'en',
    });
    // The contract's `language` says which texts are Spanish, so the site can mark the English.
    expect(productsOf(spanish).find((product) => product.name === 'Biscuit de filete cajún')?.language).toBe(
      'es',
    );
  });

  it('answers one product with its option tree in Spanish', async () => {
    const english = okBody(await call('GET', `/menus/${MENU_IDS.regular}`), GetMenuResponse);
    const sandwich = productsOf(english).find((product) => product.name === 'Cajun Filet Sandwich');
    const product = okBody(
      await call('GET', `/menus/${MENU_IDS.regular}/products/${sandwich?.id}`, inLanguage('es')),
      GetMenuProductResponse,
    );
    expect(product.name).toBe('Sándwich de filete cajún');
    expect(product.optiongroups?.flatMap((group) => group.options.map((option) => option.name))).toContain(
      'Sin pepinillos',
    );
  });

  it("names an order's lines in the request's language, from the names it stored", async () => {
    const english = okBody(await call('GET', `/orders/${SEEDED_CART_ORDER_ID}`), GetOrderResponse);
    const spanish = okBody(
      await call('GET', `/orders/${SEEDED_CART_ORDER_ID}`, inLanguage('es')),
      GetOrderResponse,
    );

    expect(spanish.products.map((line) => line.product_id)).toEqual(
      english.products.map((line) => line.product_id),
    );
    expect(spanish.products.map((line) => line.name)).not.toEqual(english.products.map((line) => line.name));
    expect(spanish.products.map((line) => line.name)).toContain('Combo de sándwich de filete cajún');
    expect(spanish.products.map((line) => line.language)).toEqual(spanish.products.map(() => 'es'));
    expect(spanish.totals).toEqual(english.totals);
  });

  it('says which category, group and choice texts stayed English, so the site can mark them', () => {
    // The seeded menu, with one text of each kind renamed to one the catalogue has no Spanish for.
    const menu = structuredClone(buildMenus()[0] as Menu);
    const [breakfast, secret] = menu.categories;
    const product = secret?.products.find((candidate) => (candidate.optiongroups?.length ?? 0) > 1);
    const [keptGroup, secretGroup] = product?.optiongroups ?? [];
    if (!breakfast || !secret || !product || !keptGroup || !secretGroup)
      throw new Error('no seeded menu to rename');
    secret.name = 'Secret Menu';
    secret.description = null;
    secretGroup.description = 'Pick a secret';
    const [keptChoice, secretChoice] = keptGroup.options;
    if (!keptChoice || !secretChoice) throw new Error('no choices to rename');
    secretChoice.name = 'Mystery Sauce';

    const spanish = translateMenu(menu, 'es');
    const languageOf = (text: { language?: string }) => text.language;
    expect(spanish.categories.slice(0, 2).map(languageOf)).toEqual(['es', 'en']);
    const translated = spanish.categories[1]?.products.find((candidate) => candidate.id === product.id);
    expect(translated?.optiongroups?.slice(0, 2).map(languageOf)).toEqual(['es', 'en']);
    expect(translated?.optiongroups?.[0]?.options.slice(0, 2).map(languageOf)).toEqual(['es', 'en']);
    expect(JSON.stringify(translateMenu(menu, 'en'))).not.toContain('"language"');

    const line = translateOrderLine(
      {
        id: 1,
        product_id: product.id,
        name: 'Apple Turnover',
        quantity: 1,
        cost: { base: 1, total: 1 },
        choices: [
          { option_id: 1, name: 'No Pickles', quantity: 1 },
          { option_id: 2, name: 'Mystery Sauce', quantity: 1 },
        ],
      },
      'es',
    );
    expect(line.language).toBe('en');
    expect(line.choices.map(({ name, language }) => [name, language])).toEqual([
      ['Sin pepinillos', 'es'],
      ['Mystery Sauce', 'en'],
    ]);
  });
});
