import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zipcodes from 'zipcodes';
import type { Menu, MenuProduct, OptionGroup } from '../../src/api/generated/model';
import { pinClock } from '../clock';
import { createDatabase, type MockDatabase } from '../db/database';
import { CONTENT_IMAGES } from './cms/images';
import {
  COUPON_CODES,
  FIRST_LOCATION_ID,
  LOCATION_IDS,
  MENU_IDS,
  SKUS,
  UPSELL_GROUP,
  menuProducts,
  seedDatabase,
} from './index';

const SEEDED_AT = '2026-03-10T14:00:00.000Z';
const SOUTHEAST = ['NC', 'SC', 'VA', 'GA', 'TN', 'KY', 'WV', 'AL', 'FL', 'MD'];
const WEEK = [0, 1, 2, 3, 4, 5, 6];
const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../public');
const PICTURES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'pictures');

let db: MockDatabase;

beforeAll(async () => {
  pinClock(SEEDED_AT);
  db = createDatabase();
  await seedDatabase(db);
});
// The clock of the seeding, for the tests that read the seeded dates against it.
beforeEach(() => pinClock(SEEDED_AT));

function expectDefined<Value>(value: Value | null | undefined, what = 'value'): Value {
  if (value === undefined || value === null) throw new Error(`expected ${what} to be defined`);
  return value;
}

/** Stored menus typed as the API model (the zod schema types nested option groups as unknown). */
const storedMenus = (): Menu[] => db.menus.all() as Menu[];
const menu = (id: number): Menu => db.menus.findFirst((q) => q.where({ id }), { strict: true }) as Menu;
const locationById = (id: number) => db.locations.findFirst((q) => q.where({ id }), { strict: true });
const weekday = (id: number, day: number) =>
  expectDefined(
    locationById(id).hours?.find((hours) => hours.day === day),
    `day ${day} of location ${id}`,
  );

const allGroups = (groups: OptionGroup[] = []): OptionGroup[] =>
  groups.flatMap((group) => [group, ...group.options.flatMap((option) => allGroups(option.optiongroups))]);
const productGroups = (product: MenuProduct) => allGroups(product.optiongroups);
const productBySku = (menuId: number, sku: string) =>
  expectDefined(
    menuProducts(menu(menuId)).find((product) => product.sku === sku),
    sku,
  );

describe('locations', () => {
  it('has at least 40 locations, all in the Southeastern states, each with hours for all 7 days', () => {
    const locations = db.locations.all();
    expect(locations.length).toBeGreaterThanOrEqual(40);
    for (const location of locations) {
      expect(SOUTHEAST).toContain(location.state);
      expect(location.hours?.map((hours) => hours.day).sort()).toEqual(WEEK);
    }
    expect(new Set(locations.map((location) => location.id)).size).toBe(locations.length);
  });

  it('puts every location in a real town: zip, city, state and coordinates agree with the zipcodes package', () => {
    for (const location of db.locations.all()) {
      const place = expectDefined(zipcodes.lookup(location.zip), location.zip);
      const normalise = (city: string) => city.toLowerCase().replace(/[^a-z]/g, '');
      expect(normalise(location.city)).toBe(normalise(place.city));
      expect(location.state).toBe(place.state);
      expect(Math.abs(location.lat - place.latitude)).toBeLessThan(0.05);
      expect(Math.abs(location.lng - place.longitude)).toBeLessThan(0.05);
    }
  });

  it('starts with the Charlotte 28202 location', () => {
    expect(db.locations.findFirst()).toMatchObject({
      id: FIRST_LOCATION_ID,
      city: 'Charlotte',
      state: 'NC',
      zip: '28202',
      menu_id: MENU_IDS.regular,
    });
  });

  it('covers the opening-hours cases: closed all week, open 24 hours, closed on Sundays, past midnight', () => {
    for (const day of WEEK) {
      expect(weekday(LOCATION_IDS.matthewsClosed, day)).toMatchObject({ closed: true, open: null });
      expect(weekday(LOCATION_IDS.charlotteSouthEnd, day)).toMatchObject({ open: '00:00', close: '24:00' });
    }
    expect(locationById(LOCATION_IDS.charlotteSouthEnd).open_24_hours).toBe(true);
    expect(weekday(LOCATION_IDS.raleighDowntown, 0).closed).toBe(true);
    expect(weekday(LOCATION_IDS.raleighDowntown, 1).closed).toBe(false);
    const friday = weekday(LOCATION_IDS.nashvilleGulch, 5);
    expect(String(friday.close) < String(friday.open)).toBe(true);
    expect(locationById(LOCATION_IDS.nashvilleGulch).timezone).toBe('America/Chicago');
  });

  it('delivers exactly where a delivery radius is set, and some locations do not deliver', () => {
    const locations = db.locations.all();
    for (const location of locations) {
      expect(location.handoff_modes?.dispatch).toBe(location.delivery_radius_miles != null);
    }
    expect(locations.some((location) => location.delivery_radius_miles === null)).toBe(true);
    expect(locations.some((location) => location.handoff_modes?.curbside === false)).toBe(true);
  });

  it('stores no computed fields and only menus that exist', () => {
    const menuIds = db.menus.all().map((stored) => stored.id);
    for (const location of db.locations.all()) {
      expect(location).not.toHaveProperty('is_open_now');
      expect(location).not.toHaveProperty('distance');
      expect(menuIds).toContain(location.menu_id);
      expect(menuIds).toContain(location.catering_menu_id);
    }
    expect(new Set(db.locations.all().map((location) => location.menu_id))).toEqual(
      new Set([MENU_IDS.regular, MENU_IDS.expansion]),
    );
  });
});

describe('menus', () => {
  it('has a regular, an expansion-market and a catering menu, each with categories of products', () => {
    expect(menu(MENU_IDS.regular).channel).toBe('default');
    expect(menu(MENU_IDS.expansion).channel).toBe('default');
    expect(menu(MENU_IDS.catering).channel).toBe('catering');
    for (const stored of storedMenus()) {
      expect(stored.categories.length).toBeGreaterThan(3);
      for (const category of stored.categories) expect(category.products.length).toBeGreaterThan(0);
    }
  });

  it('gives categories, products, option groups and choices ids unique across all menus', () => {
    const ids = storedMenus().flatMap((stored) => [
      ...stored.categories.map((category) => category.id),
      ...menuProducts(stored).flatMap((product) => [
        product.id,
        ...productGroups(product).flatMap((group) => [group.id, ...group.options.map((option) => option.id)]),
      ]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps one sku per product: unique within a menu, same name and slug on every menu', () => {
    const bySku = new Map<string, MenuProduct>();
    for (const stored of storedMenus()) {
      const skus = menuProducts(stored).map((product) => product.sku);
      expect(new Set(skus).size).toBe(skus.length);
      for (const product of menuProducts(stored)) {
        const seen = bySku.get(product.sku);
        if (seen) expect([product.name, product.slug]).toEqual([seen.name, seen.slug]);
        bySku.set(product.sku, product);
      }
    }
  });

  it('has products that are unavailable now, limited to one, and orderable only from 10:30', () => {
    const products = menuProducts(menu(MENU_IDS.regular));
    expect(products.some((product) => !product.availability.now)).toBe(true);
    expect(productBySku(MENU_IDS.regular, SKUS.freeSweetTea)).toMatchObject({
      cost: 0,
      limit_quantity: 1,
      members_only: true,
    });
    const afterCutoff = products.filter((product) => product.name.includes('10:30'));
    expect(afterCutoff.length).toBeGreaterThan(1);
    for (const product of afterCutoff)
      expect(product.availability.description).toBe('Available after 10:30 AM');
  });

  it('has option groups with a selection limit, and choices that open nested groups', () => {
    const groups = menuProducts(menu(MENU_IDS.regular)).flatMap(productGroups);
    expect(groups.some((group) => !group.mandatory && group.max_selects === 2)).toBe(true);
    expect(groups.some((group) => group.min_selects === 2 && group.max_selects === 2)).toBe(true);
    const biscuit = productBySku(MENU_IDS.regular, SKUS.cajunFiletBiscuit);
    const comboChoice = expectDefined(biscuit.optiongroups?.[0]?.options[0], 'combo choice');
    expect(comboChoice).toMatchObject({ name: 'Make it a combo', cost: 3.49 });
    const drinks = comboChoice.optiongroups?.find((group) => group.description === 'Choose a drink');
    expect(drinks?.options[0]?.optiongroups?.[0]?.description).toBe('Drink size');
    for (const group of groups) {
      const [min, max] = [expectDefined(group.min_selects), expectDefined(group.max_selects)];
      expect(min).toBeLessThanOrEqual(max);
      expect(group.mandatory).toBe(min >= 1);
    }
  });

  it('sells some products on only one of the two regular menus (a transfer drops them)', () => {
    const skus = (id: number) => new Set(menuProducts(menu(id)).map((product) => product.sku));
    expect(skus(MENU_IDS.regular).has(SKUS.dirtyRice)).toBe(true);
    expect(skus(MENU_IDS.expansion).has(SKUS.dirtyRice)).toBe(false);
    expect(skus(MENU_IDS.expansion).has(SKUS.pimentoCheeseBiscuit)).toBe(true);
    expect(skus(MENU_IDS.regular).has(SKUS.pimentoCheeseBiscuit)).toBe(false);
  });

  it('prices catering for groups: several items of $50 and more, one of them over $150', () => {
    const costs = menuProducts(menu(MENU_IDS.catering)).map((product) => product.cost);
    expect(costs.filter((cost) => cost >= 50).length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...costs)).toBeGreaterThan(150);
  });
});

describe('images', () => {
  const referencedImages = () => [
    ...storedMenus().flatMap((stored) => [
      ...stored.categories.map((category) => category.image),
      ...menuProducts(stored).flatMap((product) => (product.images ?? []).map((image) => image.filename)),
    ]),
    ...db.upsells.all().map((upsell) => upsell.image),
    ...db.walletOffers.all().map((offer) => offer.image),
    ...db.contentCards.all().map((card) => card.image),
  ];

  /** The pixel size of a WebP in the extended format Chromium's encoder writes (a `VP8X` header). */
  const webpSize = (bytes: Buffer) => {
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('VP8X');
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  };

  /** The path of a seeded picture's WebP under public/, and of the SVG it is rendered from. */
  const filesOf = (image: string) => ({
    webp: `${PUBLIC_DIR}${image}`,
    svg: `${PICTURES_DIR}/${image.replace(/^\/images\//, '').replace(/\.webp$/, '.svg')}`,
  });

  it('refers only to small WebP pictures under public/, as a real menu serves raster photographs', () => {
    const files = new Set([
      ...referencedImages(),
      ...Object.values(CONTENT_IMAGES).map((image) => image.src),
    ]);
    expect(files.size).toBeGreaterThan(40);
    for (const file of files) {
      const image = expectDefined(file, 'image');
      expect(image).toMatch(/^\/images\/(menu|content)\/[a-z0-9-]+\.webp$/);
      const { webp } = filesOf(image);
      expect(existsSync(webp), webp).toBe(true);
      const bytes = readFileSync(webp);
      // A RIFF container holding WebP.
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.length).toBeLessThan(16 * 1024);
      // Sharp where the page shows it largest: a menu picture fills a phone's product page, 380 px
      // wide at 1.75× density (Lighthouse's image-size check asks for at least 428×321 pixels).
      expect(webpSize(bytes)).toEqual(
        image.startsWith('/images/menu/') ? { width: 500, height: 375 } : { width: 1200, height: 675 },
      );
    }
  });

  it('renders each picture from a small, self-contained, titled SVG source, and ships no picture without one', () => {
    const rendered = (folder: string) =>
      readdirSync(`${PUBLIC_DIR}/images/${folder}`).map((file) => `/images/${folder}/${file}`);
    const pictures = [...rendered('menu'), ...rendered('content')];
    expect(pictures.length).toBeGreaterThan(40);
    for (const picture of pictures) {
      const { svg: source } = filesOf(picture);
      expect(existsSync(source), source).toBe(true);
      const svg = readFileSync(source, 'utf8');
      expect(svg.length).toBeLessThan(2048);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href=|url\(|@import|@font-face/i);
    }
  });

  it('uses the mobile-webapp-menu image group', () => {
    const groups = storedMenus().flatMap((stored) =>
      menuProducts(stored).flatMap((product) => (product.images ?? []).map((image) => image.groupname)),
    );
    expect(new Set(groups)).toEqual(new Set(['mobile-webapp-menu']));
  });
});

describe('upsells, coupons and jobs', () => {
  it("suggests, per menu, products of that menu at the menu's price, added without required choices", () => {
    for (const stored of storedMenus()) {
      const upsells = db.upsells.findMany((q) => q.where({ menu_id: stored.id }));
      expect(upsells.length).toBeGreaterThan(3);
      for (const upsell of upsells) {
        const product = expectDefined(menuProducts(stored).find((candidate) => candidate.id === upsell.id));
        expect(upsell).toMatchObject({ name: product.name, cost: product.cost, group: UPSELL_GROUP });
        expect((product.optiongroups ?? []).some((group) => group.mandatory)).toBe(false);
        expect(product.availability.now).toBe(true);
      }
    }
  });

  it('has an upper-case code for each coupon outcome and none for the invalid one', () => {
    const rule = (code: string) => db.coupons.findFirst((q) => q.where({ code }));
    expect(rule(COUPON_CODES.valid)).toMatchObject({ kind: 'amount', minimum_subtotal: null });
    expect(rule(COUPON_CODES.percent)).toMatchObject({ kind: 'percent', value: 10 });
    expect(rule(COUPON_CODES.minimum200)).toMatchObject({ minimum_subtotal: 200 });
    expect(rule(COUPON_CODES.inUse)).toMatchObject({ kind: 'in_use' });
    expect(rule(COUPON_CODES.invalid)).toBeUndefined();
    const codes = db.coupons.all().map((coupon) => coupon.code);
    expect(codes.every((code) => code === code.toUpperCase())).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('lists about fifteen job openings at seeded locations', () => {
    const jobs = db.jobs.all();
    expect(jobs.length).toBeGreaterThanOrEqual(12);
    for (const job of jobs) {
      const location = db.locations.findFirst((q) => q.where({ address: job.location.value }));
      expect(location).toMatchObject({
        city: job.location.city,
        state: job.location.state,
        lat: job.location.lat,
      });
    }
    expect(new Set(jobs.map((job) => job.title))).toContain('Restaurant General Manager');
  });

  it("has a careers spreadsheet row for every restaurant, each job's franchise among them", () => {
    const rows = db.franchiseLocations.all();
    expect(rows).toHaveLength(db.locations.all().length);
    const franchiseIds = new Set(rows.map((row) => row['Franchise ID']));
    for (const job of db.jobs.all()) expect(franchiseIds).toContain(job.location.key);
    // A town the job search offers that has no opening.
    const hiringCities = new Set(db.jobs.all().map((job) => `${job.location.city}, ${job.location.state}`));
    expect(rows.some((row) => !hiringCities.has(`${row.City}, ${row.State}`))).toBe(true);
  });
});

describe('determinism', () => {
  it('yields identical data on every run', async () => {
    const first = createDatabase();
    const second = createDatabase();
    await seedDatabase(first, { signedIn: true, cart: 'full' });
    await seedDatabase(second, { signedIn: true, cart: 'full' });
    for (const name of Object.keys(first) as (keyof MockDatabase)[]) {
      expect(first[name].all().length, name).toBe(second[name].all().length);
      expect(JSON.stringify(second[name].all()), name).toBe(JSON.stringify(first[name].all()));
    }
    expect(JSON.stringify(first.locations.all())).toBe(JSON.stringify(db.locations.all()));
  });
});
