// @vitest-environment node
import {
  ListOrderUpsellsResponse,
  ListProductUpsellsResponse,
} from '../../src/api/generated/zod/upsells/upsells.zod';
import { call, messagesOf, okBody } from './testing/api';
import { setUpOrderBackend } from './testing/order-backend';
import { FIXTURE } from './testing/order-fixtures';
import { cartWith, createOrder, plain } from './testing/order-steps';

setUpOrderBackend();
const { product } = FIXTURE;

describe('upsells', () => {
  it('suggests the menu’s upsells by group, without cart products, unavailable or retired ones', async () => {
    const order = await cartWith([plain(product.fries)]);
    const list = okBody(await call('GET', `/upsells/${order.id}`), ListOrderUpsellsResponse);
    expect(list.groups).toEqual([
      { title: 'Sides', items: [{ id: product.biscuit, name: 'Biscuit', cost: 1.49, image: null }] },
      { title: 'Sweets', items: [{ id: product.cookie, name: 'Free Cookie', cost: 0, image: null }] },
    ]);
  });

  it('suggests for one product without that product, and 404 for a product not on the menu', async () => {
    const order = await createOrder();
    const list = okBody(
      await call('GET', `/upsells/${order.id}/product/${product.biscuit}`),
      ListProductUpsellsResponse,
    );
    expect(list.groups.flatMap((group) => group.items.map((item) => item.name))).toEqual([
      'Cajun Fries',
      'Free Cookie',
    ]);
    messagesOf(await call('GET', `/upsells/${order.id}/product/${FIXTURE.uptownProduct.fries}`), 404);
    messagesOf(await call('GET', '/upsells/4242'), 404);
  });

  it('names the suggestions and their groups in Spanish when asked, English where untranslated', async () => {
    const order = await cartWith([plain(product.fries)]);
    const list = okBody(
      await call('GET', `/upsells/${order.id}`, { headers: { 'Accept-Language': 'es-US,es;q=0.9' } }),
      ListOrderUpsellsResponse,
    );
    expect(list.groups.map((group) => group.title)).toEqual(['Acompañantes', 'Sweets']);
    expect(list.groups[0]?.items[0]?.id).toBe(product.biscuit);
    // Each name says which language it is in, so the page can mark English on a Spanish page.
    expect(list.groups.flatMap((group) => group.items.map((item) => [item.name, item.language]))).toEqual([
      ['Biscuit', 'en'],
      ['Free Cookie', 'en'],
    ]);
  });

  it('answers empty groups for a menu without upsells', async () => {
    const order = await createOrder(FIXTURE.uptownMenuId);
    expect(okBody(await call('GET', `/upsells/${order.id}`), ListOrderUpsellsResponse)).toEqual({
      groups: [],
    });
  });
});
