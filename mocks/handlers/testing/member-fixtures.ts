import type {
  FranchiseLocationRow,
  JobResult,
  Location,
  LocationHours,
  Member,
  WalletOffer,
} from '../../../src/api/generated/model';
import { createDatabase, type MockDatabase } from '../../db/database';

/**
 * A small, fixed world for the member, location, form and careers handler tests: four locations
 * around Charlotte and in New Orleans, two signed-in members, wallet offers and jobs. Independent of
 * the seed so that the tests state exactly what they rely on.
 */

/** Wednesday 4 March 2026, 10:00 in Charlotte and 09:00 in New Orleans. */
export const FIXTURE_NOW = '2026-03-04T15:00:00Z';

const everyDay = (open: string, close: string): LocationHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close, closed: false }));

const modes = (pickup: boolean, curbside: boolean, dispatch: boolean) => ({ pickup, curbside, dispatch });

export const SOUTH_END: Location = {
  id: 1,
  name: 'South End',
  address: '1500 South Blvd',
  city: 'Charlotte',
  state: 'NC',
  zip: '28203',
  phone: '7045550101',
  lat: 35.2121,
  lng: -80.8597,
  menu_id: 9001,
  catering_menu_id: 9101,
  timezone: 'America/New_York',
  tax_rate: 0.0725,
  delivery_radius_miles: 5,
  handoff_modes: modes(true, true, true),
  hours: everyDay('06:00', '22:00'),
  open_24_hours: false,
};

export const UNIVERSITY_CITY: Location = {
  ...SOUTH_END,
  id: 2,
  name: 'University City',
  address: '8700 JW Clay Blvd',
  zip: '28262',
  lat: 35.3075,
  lng: -80.7335,
  menu_id: 9002,
  catering_menu_id: null,
  delivery_radius_miles: 6,
  handoff_modes: modes(true, false, true),
  hours: everyDay('11:00', '21:00'),
};

export const MATTHEWS: Location = {
  ...SOUTH_END,
  id: 3,
  name: 'Matthews',
  address: '200 Matthews Station St',
  city: 'Matthews',
  zip: '28105',
  lat: 35.1168,
  lng: -80.7237,
  menu_id: 9003,
  catering_menu_id: null,
  delivery_radius_miles: null,
  handoff_modes: modes(true, false, false),
  hours: [],
  open_24_hours: true,
};

/** Open 10:00–02:00, past midnight. */
export const FRENCH_QUARTER: Location = {
  ...SOUTH_END,
  id: 4,
  name: 'French Quarter',
  address: '800 Decatur St',
  city: 'New Orleans',
  state: 'LA',
  zip: '70116',
  lat: 29.9611,
  lng: -90.0618,
  menu_id: 9004,
  catering_menu_id: 9104,
  timezone: 'America/Chicago',
  delivery_radius_miles: 4,
  hours: everyDay('10:00', '02:00'),
};

export const LOCATIONS = [SOUTH_END, UNIVERSITY_CITY, MATTHEWS, FRENCH_QUARTER];

export const JANE = { id: 1, email: 'jane@example.com', password: 'chicken-123', token: 'token-jane' };
export const OTHER = { id: 2, email: 'omar@example.com', password: 'biscuits-456', token: 'token-omar' };

const jane: Member = {
  id: JANE.id,
  first_name: 'Jane',
  last_name: 'Doe',
  email: JANE.email,
  phone: '7045550123',
  optin: true,
  optin_sms: false,
  birthday: null,
  payments: [
    { id: 11, account: { id: 501, type: 'creditcard', cardtype: 'Visa', cardsuffix: '4242' }, default: true },
    { id: 12, account: { id: 502, type: 'giftcard', cardsuffix: '9876' }, default: false },
  ],
  addresses: [
    { id: 21, address: '300 S Tryon St', city: 'Charlotte', state: 'NC', zip: '28202', default: true },
    {
      id: 22,
      address: '9201 University City Blvd',
      city: 'Charlotte',
      state: 'NC',
      zip: '28223',
      default: false,
    },
  ],
  favelocations: [SOUTH_END.id],
  created: '2025-01-15T12:00:00Z',
};

const omar: Member = {
  id: OTHER.id,
  first_name: 'Omar',
  last_name: 'Ali',
  email: OTHER.email,
  phone: null,
  optin: false,
  optin_sms: false,
  payments: [],
  addresses: [],
  favelocations: [],
};

const offer = (
  id: string,
  memberid: number | null,
  label: string,
  status: WalletOffer['status'],
): WalletOffer => ({
  id,
  label,
  cred: id.toUpperCase(),
  status,
  expires: '2026-12-31',
  memberid,
  channel: label.startsWith('Catering - ') ? 'catering' : 'default',
});

export const WALLET_OFFERS = [
  offer('jane-free-biscuit', JANE.id, 'Free Biscuit', 'incomplete'),
  offer('jane-catering-5off', JANE.id, 'Catering - $5 Off', 'incomplete'),
  offer('jane-used-drink', JANE.id, 'Free Drink', 'redeemed'),
  offer('omar-free-side', OTHER.id, 'Free Side', 'incomplete'),
  // An offer for every member.
  offer('everyone-free-tea', null, 'Free Sweet Tea', 'incomplete'),
];

const job = (
  id: string,
  title: string,
  key: string,
  value: string,
  city: string,
  state: string,
  lat: number,
  lng: number,
) =>
  ({
    id,
    title,
    positions: ['Full-time', 'Part-time'],
    location: { key, value, city, state, lat, lng },
  }) satisfies JobResult;

export const JOBS = [
  job('job-1', 'Team Member', 'F-101', '1500 South Blvd', 'Charlotte', 'NC', 35.2121, -80.8597),
  job('job-2', 'Shift Manager', 'F-102', '8700 JW Clay Blvd', 'Charlotte', 'NC', 35.3075, -80.7335),
  job('job-3', 'Cook', 'F-103', '200 Matthews Station St', 'Matthews', 'NC', 35.1168, -80.7237),
  job('job-4', 'Team Member', 'F-201', '800 Decatur St', 'New Orleans', 'LA', 29.9611, -90.0618),
];

const franchiseRow = (
  id: string,
  address: string,
  city: string,
  state: string,
  lat: number,
  lng: number,
): FranchiseLocationRow => ({
  'Franchise ID': id,
  'Street Address': address,
  City: city,
  State: state,
  Latitude: lat,
  Longitude: lng,
});

/** The careers spreadsheet: the jobs' franchises, and one in Raleigh that is not hiring. */
export const FRANCHISE_LOCATIONS = [
  franchiseRow('F-201', '800 Decatur St', 'New Orleans', 'LA', 29.9611, -90.0618),
  franchiseRow('F-104', '300 Glenwood Ave', 'Raleigh', 'NC', 35.7727, -78.6324),
  franchiseRow('F-102', '8700 JW Clay Blvd', 'Charlotte', 'NC', 35.3075, -80.7335),
  franchiseRow('F-101', '1500 South Blvd', 'Charlotte', 'NC', 35.2121, -80.8597),
  franchiseRow('F-103', '200 Matthews Station St', 'Matthews', 'NC', 35.1168, -80.7237),
];

/** A fresh database holding the fixtures above, with Jane and Omar signed in. */
export async function createFixtureDatabase(): Promise<MockDatabase> {
  const db = createDatabase();
  for (const location of LOCATIONS) await db.locations.create(location);
  for (const member of [jane, omar]) await db.members.create(member);
  for (const { id, email, password, token } of [JANE, OTHER]) {
    await db.credentials.create({ member_id: id, email, password });
    await db.sessions.create({
      token,
      ordering_token: `ordering-${token}`,
      member_id: id,
      provider: 'ordering',
      created: '2026-03-01T00:00:00Z',
    });
  }
  for (const walletOffer of WALLET_OFFERS) await db.walletOffers.create(walletOffer);
  for (const opening of JOBS) await db.jobs.create(opening);
  for (const row of FRANCHISE_LOCATIONS) await db.franchiseLocations.create(row);
  return db;
}
