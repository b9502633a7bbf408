import type { Location, Menu, MenuProduct, OptionGroup } from '../../../src/api/generated/model';

/**
 * The catalogue of the order test fixtures: two Charlotte locations (one delivering, one open past
 * midnight), their menus (the combo has nested option groups) and a catering menu.
 */

/** Monday 16 February 2026, 12:00 in Charlotte (EST, UTC−5): the locations are open. */
export const MONDAY_NOON = '2026-02-16T17:00:00.000Z';

export const FIXTURE = {
  locationId: 101,
  menuId: 1001,
  cateringMenuId: 2001,
  uptownLocationId: 102,
  uptownMenuId: 1002,
  taxRate: 0.0725,
  product: {
    combo: 11,
    fries: 12,
    biscuit: 13,
    lunchBox: 14,
    cookie: 15,
    pie: 16,
    feast: 17,
    rewardTea: 18,
    tailgate: 21,
  },
  uptownProduct: { combo: 31, fries: 32 },
  option: {
    cajunFries: 601,
    macAndCheese: 602,
    bacon: 611,
    plain: 612,
    bossSauce: 621,
    honeyMustard: 622,
    ranch: 623,
  },
  member: { id: 1, token: 'member-token', card: 9001, declinedCard: 9002 },
  otherMember: { id: 2, token: 'other-member-token' },
  donationCampaign: 1,
} as const;

const product = (
  id: number,
  name: string,
  sku: string,
  cost: number,
  extra: Partial<MenuProduct> = {},
): MenuProduct => ({
  id,
  name,
  sku,
  cost,
  availability: { now: true },
  images: [{ filename: `${sku}.jpg`, groupname: 'mobile-webapp-menu' }],
  limit_quantity: null,
  optiongroups: [],
  ...extra,
});

/** The combo's groups: a mandatory side (Mac & Cheese opens a nested mandatory topping) and up to 2 sauces. */
const comboGroups = (
  ids: { side: number; topping: number; sauces: number; base: number },
  bacon: number,
): OptionGroup[] => [
  {
    id: ids.side,
    description: 'Pick a side',
    mandatory: true,
    min_selects: 1,
    max_selects: 1,
    options: [
      { id: ids.base + 1, name: 'Cajun Fries', cost: 0 },
      {
        id: ids.base + 2,
        name: 'Mac & Cheese',
        cost: 0.5,
        optiongroups: [
          {
            id: ids.topping,
            description: 'Mac topping',
            mandatory: true,
            min_selects: 1,
            max_selects: 1,
            options: [
              { id: ids.base + 11, name: 'Bacon', cost: bacon },
              { id: ids.base + 12, name: 'Plain', cost: 0 },
            ],
          },
        ],
      },
    ],
  },
  {
    id: ids.sauces,
    description: 'Sauces',
    mandatory: false,
    min_selects: 0,
    max_selects: 2,
    options: [
      { id: ids.base + 21, name: 'Boss Sauce', cost: 0 },
      { id: ids.base + 22, name: 'Honey Mustard', cost: 0.25 },
      { id: ids.base + 23, name: 'Ranch', cost: 0.25 },
    ],
  },
];

export const mainMenu: Menu = {
  id: FIXTURE.menuId,
  name: 'Main St',
  channel: 'default',
  location_id: FIXTURE.locationId,
  categories: [
    {
      id: 1,
      name: 'Combos',
      products: [
        product(FIXTURE.product.combo, '3 Piece Chicken Supremes Combo', 'supremes-3', 9.49, {
          optiongroups: comboGroups({ side: 501, topping: 503, sauces: 502, base: 600 }, 1),
        }),
        product(FIXTURE.product.lunchBox, '10:30 Lunch Box', 'lunch-box', 8.99, {
          availability: { now: true, description: 'Available after 10:30 AM' },
        }),
        product(FIXTURE.product.feast, 'Family Feast', 'family-feast', 49.99),
      ],
    },
    {
      id: 2,
      name: 'Sides & Sweets',
      products: [
        product(FIXTURE.product.fries, 'Cajun Fries', 'fries', 2.99),
        product(FIXTURE.product.biscuit, 'Biscuit', 'biscuit', 1.49),
        product(FIXTURE.product.cookie, 'Free Cookie', 'cookie', 0, { limit_quantity: 1 }),
        product(FIXTURE.product.rewardTea, 'Free Tea (Rewards)', 'reward-tea', 0, {
          limit_quantity: 1,
          members_only: true,
        }),
        product(FIXTURE.product.pie, 'Seasonal Pie', 'pie', 3.49, {
          availability: { now: false, description: 'Available from March' },
        }),
      ],
    },
  ],
};

export const uptownMenu: Menu = {
  id: FIXTURE.uptownMenuId,
  name: 'Uptown',
  channel: 'default',
  location_id: FIXTURE.uptownLocationId,
  categories: [
    {
      id: 3,
      name: 'Everything',
      products: [
        product(FIXTURE.uptownProduct.combo, '3 Piece Chicken Supremes Combo', 'supremes-3', 9.99, {
          optiongroups: comboGroups({ side: 701, topping: 703, sauces: 702, base: 800 }, 1.25),
        }),
        product(FIXTURE.uptownProduct.fries, 'Cajun Fries', 'fries', 3.09),
      ],
    },
  ],
};

export const cateringMenu: Menu = {
  id: FIXTURE.cateringMenuId,
  name: 'Main St Catering',
  channel: 'catering',
  location_id: FIXTURE.locationId,
  categories: [
    {
      id: 4,
      name: 'Catering',
      products: [
        product(FIXTURE.product.tailgate, 'Tailgate Pack', 'tailgate', 59.99),
        product(22, 'Biscuit Dozen', 'biscuit-dozen', 19.99),
      ],
    },
  ],
};

const weekdayHours = (open: string, close: string, sundayClosed: boolean): Location['hours'] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day === 0 && sundayClosed
      ? { day, open: null, close: null, closed: true }
      : { day, open, close, closed: false },
  );

export const mainStreet: Location = {
  id: FIXTURE.locationId,
  name: 'Main St',
  address: '100 N Tryon St',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  phone: '7045550100',
  lat: 35.2271,
  lng: -80.8431,
  menu_id: FIXTURE.menuId,
  catering_menu_id: FIXTURE.cateringMenuId,
  catering_lead_minutes: 1440,
  timezone: 'America/New_York',
  tax_rate: FIXTURE.taxRate,
  delivery_radius_miles: 5,
  handoff_modes: { pickup: true, curbside: true, dispatch: true },
  hours: weekdayHours('10:00', '22:00', true),
};

export const uptown: Location = {
  ...mainStreet,
  id: FIXTURE.uptownLocationId,
  name: 'Uptown',
  address: '500 S College St',
  lat: 35.2226,
  lng: -80.8461,
  menu_id: FIXTURE.uptownMenuId,
  catering_menu_id: null,
  tax_rate: 0.08,
  delivery_radius_miles: null,
  handoff_modes: { pickup: true, curbside: false, dispatch: false },
  hours: weekdayHours('06:00', '02:00', false),
};
