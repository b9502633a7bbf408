import type { Member, MemberAddress, Payment } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import { UNKNOWN_ID, type WalkState } from './walk-state';

/** The member's account: profile, loyalty, favourite locations, saved payments and addresses. */

/** 10 digits, as the contract's MemberUpdate wants (stored numbers may carry +1). */
const tenDigits = (phone: string | null | undefined): string => {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? digits : '7045550100';
};

/** The last entry that is not the default one (so that the walk leaves a default in place). */
const lastNonDefault = <T extends { id: number; default?: boolean }>(
  entries: T[] | undefined,
): T | undefined => [...(entries ?? [])].reverse().find((entry) => !entry.default) ?? entries?.at(-1);

export async function walkProfile(session: WalkSession, state: WalkState): Promise<void> {
  const { token } = state;
  const member = await session.succeed<Member>('getMember', "the member's profile", { token });
  await session.fail('getMember', 'the profile without a token', {});
  await session.succeed('getMemberLoyalty', 'points and tier', { token });
  await session.fail('getMemberLoyalty', 'loyalty without a token', {});

  if (member.data) {
    const { first_name, last_name, email, phone, optin, optin_sms } = member.data;
    const profile = { first_name, last_name, email, phone: tenDigits(phone), optin, optin_sms };
    await session.succeed('updateMember', 'save the profile unchanged', { body: profile, token });
    await session.fail('updateMember', 'save it without a token', { body: profile });
  } else session.skip('updateMember', 'no profile');
  await session.fail('updateMember', 'a profile without names', { body: { email: 'x@example.com' }, token });

  const locationId = session.settings.favoriteLocationId;
  await session.succeed('listFavoriteLocations', 'favourite locations', { token });
  await session.fail('listFavoriteLocations', 'favourites without a token', {});
  await session.succeed('addFavoriteLocation', 'add a favourite', { params: { id: locationId }, token });
  await session.fail('addFavoriteLocation', 'an unknown location', { params: { id: UNKNOWN_ID }, token });
  await session.succeed('removeFavoriteLocation', 'remove it again', { params: { id: locationId }, token });
  await session.fail('removeFavoriteLocation', 'remove a location that is not a favourite', {
    params: { id: locationId },
    token,
  });
}

export async function walkSavedDetails(session: WalkSession, state: WalkState): Promise<void> {
  const { token } = state;
  const payments = await session.succeed<Payment[]>('listPayments', 'saved cards', { token });
  await session.fail('listPayments', 'saved cards without a token', {});
  const payment = lastNonDefault(payments.data);
  if (payment) {
    await session.succeed('deletePayment', `delete saved card ${payment.id}`, {
      params: { id: payment.id },
      token,
    });
  } else session.skip('deletePayment', 'the member has no saved card');
  await session.fail('deletePayment', 'an unknown saved card', { params: { id: UNKNOWN_ID }, token });

  const addresses = await session.succeed<MemberAddress[]>('listAddresses', 'saved addresses', { token });
  await session.fail('listAddresses', 'saved addresses without a token', {});
  const address = lastNonDefault(addresses.data);
  if (address) {
    await session.succeed('deleteAddress', `delete saved address ${address.id}`, {
      params: { id: address.id },
      token,
    });
  } else session.skip('deleteAddress', 'the member has no saved address');
  await session.fail('deleteAddress', 'an unknown saved address', { params: { id: UNKNOWN_ID }, token });
}
