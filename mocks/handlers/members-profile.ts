import type { Member } from '../../src/api/generated/model';
import {
  getAddFavoriteLocationMockHandler,
  getDeleteAddressMockHandler,
  getDeletePaymentMockHandler,
  getGetMemberMockHandler,
  getListAddressesMockHandler,
  getListFavoriteLocationsMockHandler,
  getListPaymentsMockHandler,
  getRemoveFavoriteLocationMockHandler,
  getUpdateMemberMockHandler,
} from '../../src/api/generated/endpoints/members/members.msw';
import { UpdateMemberBody } from '../../src/api/generated/zod/members/members.zod';
import { dbFor } from '../db/context';
import type { MockDatabase } from '../db/database';
import { withOpenNow } from '../domain/location-hours';
import { failWith, readValidBody } from '../domain/validation';
import { fail, idParam, requireMember } from './http';
import { EMAIL_TAKEN, MEMBER_ERROR_CODES } from './members-auth';
import { sameEmail } from './members-session';

/** The signed-in member's profile, favourite locations, saved payments and saved addresses. */

const favouriteLocations = (db: MockDatabase, member: Member) =>
  (member.favelocations ?? []).flatMap((id) => {
    const location = db.locations.findFirst((q) => q.where({ id }));
    return location ? [withOpenNow(location)] : [];
  });

const changeMember = (db: MockDatabase, member: Member, change: (draft: Member) => void): Promise<Member> =>
  db.members.update((q) => q.where({ id: member.id }), { data: change, strict: true });

/** Removes a saved entry; when it was the default, the first remaining one becomes the default. */
const withoutEntry = <T extends { id: number; default?: boolean }>(entries: T[] = [], id: number): T[] => {
  const removed = entries.find((entry) => entry.id === id);
  const rest = entries.filter((entry) => entry.id !== id);
  const [first, ...others] = rest;
  return removed?.default && first && !rest.some((entry) => entry.default)
    ? [{ ...first, default: true }, ...others]
    : rest;
};

const getMember = getGetMemberMockHandler(({ request }) => requireMember(request, dbFor(request)));

/** Replaces the six profile fields; an e-mail used by another account is 409. */
const updateMember = getUpdateMemberMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  const profile = await readValidBody(request, UpdateMemberBody);
  const taken = db.credentials.findFirst((q) =>
    q.where({ email: (email) => sameEmail(email, profile.email), member_id: (id) => id !== member.id }),
  );
  if (taken) failWith(409, [{ message: EMAIL_TAKEN, code: MEMBER_ERROR_CODES.emailTaken, field: 'email' }]);
  await db.credentials.update((q) => q.where({ member_id: member.id }), {
    data: (credential) => void (credential.email = profile.email.trim()),
  });
  return changeMember(db, member, (draft) => Object.assign(draft, profile, { email: profile.email.trim() }));
});

const listFavoriteLocations = getListFavoriteLocationsMockHandler(({ request }) => {
  const db = dbFor(request);
  return favouriteLocations(db, requireMember(request, db));
});

/** Adding a favourite twice is a no-op; an unknown location is 404. */
const addFavoriteLocation = getAddFavoriteLocationMockHandler(async ({ request, params }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  const id = idParam(params.id, 'location');
  if (!db.locations.findFirst((q) => q.where({ id }))) fail(404, `No location with id ${id}.`);
  const updated = await changeMember(db, member, (draft) => {
    const favourites = draft.favelocations ?? [];
    draft.favelocations = favourites.includes(id) ? favourites : [...favourites, id];
  });
  return favouriteLocations(db, updated);
});

const removeFavoriteLocation = getRemoveFavoriteLocationMockHandler(async ({ request, params }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  const id = idParam(params.id, 'location');
  if (!member.favelocations?.includes(id)) fail(404, `Location ${id} is not one of your favourites.`);
  const updated = await changeMember(db, member, (draft) => {
    draft.favelocations = (draft.favelocations ?? []).filter((favourite) => favourite !== id);
  });
  return favouriteLocations(db, updated);
});

const listPayments = getListPaymentsMockHandler(
  ({ request }) => requireMember(request, dbFor(request)).payments ?? [],
);

const deletePayment = getDeletePaymentMockHandler(async ({ request, params }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  const id = idParam(params.id, 'saved payment');
  if (!member.payments?.some((payment) => payment.id === id)) fail(404, `No saved payment with id ${id}.`);
  const updated = await changeMember(db, member, (draft) => {
    draft.payments = withoutEntry(draft.payments, id);
  });
  return updated.payments ?? [];
});

const listAddresses = getListAddressesMockHandler(
  ({ request }) => requireMember(request, dbFor(request)).addresses ?? [],
);

const deleteAddress = getDeleteAddressMockHandler(async ({ request, params }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  const id = idParam(params.id, 'saved address');
  if (!member.addresses?.some((address) => address.id === id)) fail(404, `No saved address with id ${id}.`);
  const updated = await changeMember(db, member, (draft) => {
    draft.addresses = withoutEntry(draft.addresses, id);
  });
  return updated.addresses ?? [];
});

export const memberProfileHandlers = [
  getMember,
  updateMember,
  listFavoriteLocations,
  addFavoriteLocation,
  removeFavoriteLocation,
  listPayments,
  deletePayment,
  listAddresses,
  deleteAddress,
];
