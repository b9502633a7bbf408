import { logAddProductToCart, setRecentLocation } from './engagement';

const event = { Product: 'Chicken Sandwich', Cart_Items: 3, Cart_Cost: 17.5, Channel: 'Mealtime' } as const;

function fakeSdk() {
  const setCustomUserAttribute = vi.fn();
  return {
    logCustomEvent: vi.fn(),
    getUser: () => ({ setCustomUserAttribute }),
    setCustomUserAttribute,
  };
}

describe('engagement adapter', () => {
  it('logs Add_Product_To_Cart with product, cart items, cart cost and channel', () => {
    const braze = fakeSdk();
    logAddProductToCart(event, { braze });
    expect(braze.logCustomEvent).toHaveBeenCalledWith('Add_Product_To_Cart', event);
  });

  it('sets the Recent_Location attribute to the location id and menu id', () => {
    const braze = fakeSdk();
    setRecentLocation({ id: 1001, menu_id: 100 }, { braze });
    expect(braze.setCustomUserAttribute).toHaveBeenCalledWith('Recent_Location', { id: 1001, menu_id: 100 });
  });

  it('does nothing without an SDK, with something that is not one, or with one that throws', () => {
    expect(() => logAddProductToCart(event, {})).not.toThrow();
    expect(() => setRecentLocation({ id: 1, menu_id: 1 }, { braze: 'nope' })).not.toThrow();
    const throwing = {
      logCustomEvent: () => {
        throw new Error('sdk down');
      },
      getUser: () => {
        throw new Error('sdk down');
      },
    };
    expect(() => logAddProductToCart(event, { braze: throwing })).not.toThrow();
    expect(() => setRecentLocation({ id: 1, menu_id: 1 }, { braze: throwing })).not.toThrow();
  });
});
