import { itemsValue, pushEcommerceEvent, type AnalyticsItem } from './data-layer';

const sandwich: AnalyticsItem = { item_id: '12', item_name: 'Chicken Sandwich', price: 5.99, quantity: 2 };
const tea: AnalyticsItem = { item_id: '40', item_name: 'Sweet Tea', price: 1.1, quantity: 3 };

describe('pushEcommerceEvent', () => {
  it('pushes add_to_cart with the items, currency USD and value, after clearing the last ecommerce object', () => {
    const host: { dataLayer?: unknown } = {};
    pushEcommerceEvent({ event: 'add_to_cart', items: [sandwich], value: itemsValue([sandwich]) }, host);
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 11.98, items: [sandwich] } },
    ]);
  });

  it.each(['view_cart', 'remove_from_cart', 'begin_checkout'] as const)('pushes %s', (name) => {
    const host = { dataLayer: [] as unknown[] };
    pushEcommerceEvent({ event: name, items: [tea], value: 3.3 }, host);
    expect(host.dataLayer.at(-1)).toMatchObject({ event: name, ecommerce: { currency: 'USD', value: 3.3 } });
  });

  it('pushes select_location with the location', () => {
    const host = { dataLayer: [] as unknown[] };
    pushEcommerceEvent({ event: 'select_location', location_id: 1001, location_name: 'Uptown' }, host);
    expect(host.dataLayer).toEqual([
      { event: 'select_location', location_id: 1001, location_name: 'Uptown' },
    ]);
  });

  it('leaves a dataLayer that is not an array alone and does not throw', () => {
    const host = { dataLayer: 'broken' as unknown };
    expect(() => pushEcommerceEvent({ event: 'view_cart', items: [], value: 0 }, host)).not.toThrow();
    expect(host.dataLayer).toBe('broken');
  });

  it('does not throw when the tag manager replaced push with something that throws', () => {
    const layer: unknown[] = [];
    layer.push = () => {
      throw new Error('tag manager crashed');
    };
    expect(() =>
      pushEcommerceEvent({ event: 'view_cart', items: [], value: 0 }, { dataLayer: layer }),
    ).not.toThrow();
  });
});

describe('itemsValue', () => {
  it('sums price × quantity to the cent', () => {
    expect(itemsValue([sandwich, tea])).toBe(15.28);
    expect(itemsValue([])).toBe(0);
  });
});
