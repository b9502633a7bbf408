// @vitest-environment node
import {
  AddFavoriteLocationResponse,
  DeleteAddressResponse,
  DeletePaymentResponse,
  ListAddressesResponse,
  ListFavoriteLocationsResponse,
  ListPaymentsResponse,
  RemoveFavoriteLocationResponse,
  UpdateMemberResponse,
} from '../../src/api/generated/zod/members/members.zod';
import { pinClock } from '../clock';
import { setDatabaseResolver } from '../db/context';
import { server } from '../node';
import { EMAIL_TAKEN, MEMBER_ERROR_CODES } from './members-auth';
import { membersHandlers } from './members';
import { call, parsesAs } from './testing/api-call';
import {
  FIXTURE_NOW,
  FRENCH_QUARTER,
  JANE,
  OTHER,
  SOUTH_END,
  createFixtureDatabase,
} from './testing/member-fixtures';

const profile = {
  first_name: 'Janet',
  last_name: 'Doe-Smith',
  email: 'janet@example.com',
  phone: '9805550100',
  optin: false,
  optin_sms: true,
};

const asJane = (path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown) =>
  call(`/api/v1/members/${path}`, { method, token: JANE.token, body });

beforeEach(async () => {
  const db = await createFixtureDatabase();
  setDatabaseResolver(() => db);
  server.use(...membersHandlers);
  pinClock(FIXTURE_NOW);
});

describe('profile', () => {
  it('updates the six profile fields and keeps them', async () => {
    const answer = await asJane('update', 'PUT', profile);
    expect(answer.status).toBe(200);
    expect(parsesAs(UpdateMemberResponse, answer.body)).toMatchObject({ id: JANE.id, ...profile });
    expect((await asJane('get')).body).toMatchObject(profile);
    // The new e-mail signs in.
    const signIn = await call('/api/v1/members/signin', {
      method: 'POST',
      body: { email: profile.email, password: JANE.password, recaptcha: 'ok' },
    });
    expect(signIn.body).toMatchObject({ status: 200, tokens: { memberid: JANE.id } });
  });

  it("refuses another member's e-mail with 409 and an invalid phone with 400", async () => {
    expect(await asJane('update', 'PUT', { ...profile, email: OTHER.email })).toEqual({
      status: 409,
      body: [{ message: EMAIL_TAKEN, code: MEMBER_ERROR_CODES.emailTaken, field: 'email' }],
    });
    expect(await asJane('update', 'PUT', { ...profile, phone: '555-0100' })).toEqual({
      status: 400,
      body: [{ message: 'Please enter a 10-digit phone number.', field: 'phone' }],
    });
  });
});

describe('favourite locations', () => {
  it('adds and removes favourites, answering the full locations', async () => {
    const listed = parsesAs(ListFavoriteLocationsResponse, (await asJane('faves/locations')).body);
    expect(listed.map((location) => location.id)).toEqual([SOUTH_END.id]);
    expect(listed[0]).toMatchObject({ name: 'South End', is_open_now: true });

    const added = await asJane(`faves/locations/${FRENCH_QUARTER.id}`, 'POST');
    expect(parsesAs(AddFavoriteLocationResponse, added.body).map((l) => l.id)).toEqual([1, 4]);
    const twice = await asJane(`faves/locations/${FRENCH_QUARTER.id}`, 'POST');
    expect(twice.body).toEqual(added.body);

    const removed = await asJane(`faves/locations/${SOUTH_END.id}`, 'DELETE');
    expect(parsesAs(RemoveFavoriteLocationResponse, removed.body).map((l) => l.id)).toEqual([4]);
    expect((await asJane('get')).body).toMatchObject({ favelocations: [4] });
  });

  it('answers 404 for an unknown location and for removing a location that is not a favourite', async () => {
    expect((await asJane('faves/locations/999', 'POST')).status).toBe(404);
    expect((await asJane(`faves/locations/${FRENCH_QUARTER.id}`, 'DELETE')).status).toBe(404);
  });
});

describe('saved payments and addresses', () => {
  it('deletes a saved payment; the remaining one becomes the default', async () => {
    expect(parsesAs(ListPaymentsResponse, (await asJane('payments')).body).map((p) => p.id)).toEqual([
      11, 12,
    ]);
    const answer = await asJane('payments/11', 'DELETE');
    expect(parsesAs(DeletePaymentResponse, answer.body)).toEqual([
      expect.objectContaining({ id: 12, default: true }),
    ]);
    expect((await asJane('payments')).body).toEqual(answer.body);
    expect((await asJane('payments/11', 'DELETE')).status).toBe(404);
  });

  it('deletes a saved address and answers the remaining ones', async () => {
    expect(parsesAs(ListAddressesResponse, (await asJane('addresses')).body)).toHaveLength(2);
    const answer = await asJane('addresses/22', 'DELETE');
    expect(parsesAs(DeleteAddressResponse, answer.body)).toEqual([
      expect.objectContaining({ id: 21, default: true }),
    ]);
    expect((await asJane('get')).body).toMatchObject({ addresses: [{ id: 21 }] });
    expect((await asJane('addresses/99', 'DELETE')).status).toBe(404);
  });

  it("cannot touch another member's saved payment", async () => {
    expect((await call('/api/v1/members/payments/11', { method: 'DELETE', token: OTHER.token })).status).toBe(
      404,
    );
  });
});

describe('every token call', () => {
  const tokenCalls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown][] = [
    ['DELETE', 'signout'],
    ['GET', 'get'],
    ['GET', 'loyalty'],
    ['PUT', 'update', profile],
    ['GET', 'faves/locations'],
    ['POST', 'faves/locations/4'],
    ['DELETE', 'faves/locations/1'],
    ['GET', 'payments'],
    ['DELETE', 'payments/11'],
    ['GET', 'addresses'],
    ['DELETE', 'addresses/21'],
    ['POST', 'password', { current: JANE.password, new: 'new-password-1' }],
    ['GET', 'offers/all'],
    ['GET', 'balance?memberID=1'],
    ['POST', 'redeem?memberID=1', { id: 'free-biscuit', channel: 'web' }],
  ];

  it.each(tokenCalls)(
    'answers %s %s with 401 without a token or with an unknown one',
    async (method, path, body) => {
      const url = `/api/v1/members/${path}`;
      expect((await call(url, { method, body })).status).toBe(401);
      expect((await call(url, { method, body, token: 'not-a-session' })).status).toBe(401);
    },
  );
});
