import { orderMenuId } from './order-menu-id';

describe('orderMenuId', () => {
  it("uses the location's catering menu in the catering channel", () => {
    expect(orderMenuId({ menu_id: 100, catering_menu_id: 200 }, 'catering')).toBe(200);
  });
  it('uses the regular menu otherwise, or when the location has no catering menu', () => {
    expect(orderMenuId({ menu_id: 100, catering_menu_id: 200 }, 'default')).toBe(100);
    expect(orderMenuId({ menu_id: 100, catering_menu_id: null }, 'catering')).toBe(100);
  });
});
