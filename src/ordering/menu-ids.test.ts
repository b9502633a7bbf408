import { defaultMenuId, locationMenuId, type MenuIdSources } from './menu-ids';

const uptown = { menu_id: 100, catering_menu_id: 200 };
const none: MenuIdSources = {
  location: null,
  order: null,
  menuId: null,
  defaultMenuId: null,
  channel: 'default',
};

describe('locationMenuId', () => {
  it('is undefined until a location is chosen', () => {
    expect(locationMenuId(none)).toBeUndefined();
    expect(locationMenuId({ ...none, menuId: 101 })).toBeUndefined();
  });

  it("uses the open order's menu first, since its lines must be products of that menu", () => {
    expect(locationMenuId({ ...none, location: uptown, order: { menu_id: 101 }, menuId: 100 })).toBe(101);
  });

  it("uses the menu store's menu, else the location's menu for the channel", () => {
    expect(locationMenuId({ ...none, location: uptown, menuId: 101 })).toBe(101);
    expect(locationMenuId({ ...none, location: uptown })).toBe(100);
    expect(locationMenuId({ ...none, location: uptown, channel: 'catering' })).toBe(200);
  });
});

describe('defaultMenuId (SPEC §4: catering with no location loads a fixed catering menu)', () => {
  it('is the regular menu on the default channel and the catering menu in catering', () => {
    expect(defaultMenuId(none)).toBe(100);
    expect(defaultMenuId({ ...none, channel: 'catering' })).toBe(200);
  });

  it("prefers the menu store's default menu when one was set", () => {
    expect(defaultMenuId({ ...none, defaultMenuId: 101 })).toBe(101);
  });
});
