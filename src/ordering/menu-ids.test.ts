import { browsingMenuId, defaultMenuId, locationMenuId, type MenuIdSources } from './menu-ids';

const uptown = { menu_id: 101, catering_menu_id: 201 };
const none: MenuIdSources = { location: null, order: null, channel: 'default' };

describe('locationMenuId', () => {
  it('is undefined until a location is chosen, even with an order', () => {
    expect(locationMenuId(none)).toBeUndefined();
    expect(locationMenuId({ ...none, order: { menu_id: 102 } })).toBeUndefined();
  });

  it("uses the open order's menu first, since its lines must be products of that menu", () => {
    expect(locationMenuId({ ...none, location: uptown, order: { menu_id: 102 } })).toBe(102);
  });

  it("is the chosen location's menu for the channel", () => {
    expect(locationMenuId({ ...none, location: uptown })).toBe(101);
    expect(locationMenuId({ ...none, location: uptown, channel: 'catering' })).toBe(201);
    expect(locationMenuId({ location: { menu_id: 101 }, order: null, channel: 'catering' })).toBe(101);
  });
});

describe('defaultMenuId (SPEC §4: catering with no location loads a fixed catering menu)', () => {
  it('is the regular menu on the default channel and the catering menu in catering', () => {
    expect(defaultMenuId(none)).toBe(100);
    expect(defaultMenuId({ ...none, channel: 'catering' })).toBe(200);
  });
});

describe('browsingMenuId', () => {
  it("is the chosen location's menu when a location is chosen", () => {
    expect(browsingMenuId({ ...none, location: uptown })).toBe(101);
    expect(browsingMenuId({ ...none, location: uptown, channel: 'catering' })).toBe(201);
  });

  it('is the default menu of the channel with no location', () => {
    expect(browsingMenuId(none)).toBe(100);
    expect(browsingMenuId({ ...none, channel: 'catering' })).toBe(200);
  });
});
