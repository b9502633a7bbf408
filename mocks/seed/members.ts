import type { Faker } from '@faker-js/faker';
import type { Member, MemberAddress } from '../../src/api/generated/model';
import type { Credential } from '../db/database';
import { DEMO_MEMBER, LOCATION_IDS, OTHER_MEMBER } from './constants';

/** The demo member's default (home) address, near the Charlotte Uptown location. */
export const DEMO_HOME_ADDRESS: MemberAddress = {
  id: 61001,
  address: '600 S Tryon St',
  building: 'Apt 1204',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  lat: 35.2239,
  lng: -80.8474,
  default: true,
};

/** Saved delivery addresses of the demo member, all within delivery range of a Charlotte location. */
export const DEMO_ADDRESSES: MemberAddress[] = [
  DEMO_HOME_ADDRESS,
  {
    id: 61002,
    address: '1801 South Blvd',
    building: null,
    city: 'Charlotte',
    state: 'NC',
    zip: '28203',
    lat: 35.2103,
    lng: -80.86,
    default: false,
  },
  {
    id: 61003,
    address: '15105 John J Delaney Dr',
    building: 'Suite 300',
    city: 'Charlotte',
    state: 'NC',
    zip: '28277',
    lat: 35.053,
    lng: -80.849,
    default: false,
  },
];

export const DEMO_PAYMENTS: NonNullable<Member['payments']> = [
  {
    id: 71,
    account: { id: 880001, type: 'creditcard', cardtype: 'Visa', cardsuffix: '4242', expiration: '08/2029' },
    default: true,
  },
  {
    id: 72,
    account: { id: 880002, type: 'creditcard', cardtype: 'Amex', cardsuffix: '0005', expiration: '11/2028' },
    default: false,
  },
];

function demoMember(): Member {
  return {
    id: DEMO_MEMBER.id,
    first_name: DEMO_MEMBER.first_name,
    last_name: DEMO_MEMBER.last_name,
    email: DEMO_MEMBER.email,
    phone: DEMO_MEMBER.phone,
    optin: true,
    optin_sms: false,
    birthday: '1990-07-04',
    payments: DEMO_PAYMENTS,
    addresses: DEMO_ADDRESSES,
    favelocations: [LOCATION_IDS.charlotteUptown, LOCATION_IDS.charlotteBallantyne],
    created: '2023-04-12T15:20:00.000Z',
  };
}

const emailFor = (first: string, last: string): string =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';

/** Members besides the demo one: one fully set up (OTHER_MEMBER), the rest newer accounts. */
function otherMembers(faker: Faker): Member[] {
  const shelby: Member = {
    id: OTHER_MEMBER.id,
    first_name: 'Shelby',
    last_name: 'Greene',
    email: OTHER_MEMBER.email,
    phone: '19195550187',
    optin: false,
    optin_sms: true,
    birthday: null,
    payments: [
      {
        id: 73,
        account: {
          id: 880003,
          type: 'creditcard',
          cardtype: 'Mastercard',
          cardsuffix: '4444',
          expiration: '02/2030',
        },
        default: true,
      },
    ],
    addresses: [
      {
        id: 61004,
        address: '410 Glenwood Ave',
        city: 'Raleigh',
        state: 'NC',
        zip: '27603',
        lat: 35.7821,
        lng: -78.6464,
        default: true,
      },
    ],
    favelocations: [LOCATION_IDS.raleighDowntown],
    created: '2024-09-02T12:05:00.000Z',
  };
  const newcomers = [5003, 5004, 5005].map((id): Member => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    return {
      id,
      first_name: first,
      last_name: last,
      email: emailFor(first, last),
      phone: `704555${faker.string.numeric(4)}`,
      optin: faker.datatype.boolean(),
      optin_sms: false,
      birthday: null,
      payments: [],
      addresses: [],
      favelocations: [],
      created: faker.date.between({ from: '2025-01-01T00:00:00Z', to: '2026-06-30T00:00:00Z' }).toISOString(),
    };
  });
  return [shelby, ...newcomers];
}

/** Newcomers sign in with this password; the demo and other member have their own. */
export const NEWCOMER_PASSWORD = 'Password123!';

export function buildMembers(faker: Faker): { members: Member[]; credentials: Credential[] } {
  const members = [demoMember(), ...otherMembers(faker)];
  const passwords: Record<number, string> = {
    [DEMO_MEMBER.id]: DEMO_MEMBER.password,
    [OTHER_MEMBER.id]: OTHER_MEMBER.password,
  };
  const credentials = members.map((member) => ({
    member_id: member.id,
    email: member.email,
    password: passwords[member.id] ?? NEWCOMER_PASSWORD,
  }));
  return { members, credentials };
}
