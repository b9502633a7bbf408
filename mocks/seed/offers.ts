import type { WalletOffer } from '../../src/api/generated/model';
import { DEMO_MEMBER, menuImagePath } from './constants';
import { WALLET_OFFER_CODES } from './coupons';
import { daysAfter, isoDate } from './seed-dates';

/**
 * The demo member's wallet: one offer per rule of SPEC §5 (shown only when 'incomplete' and not
 * expired; 'Catering - ' offers only on the catering channel). Expiry dates are relative to `now`.
 */
export function buildWalletOffers(now: Date): WalletOffer[] {
  const offer = (fields: Omit<WalletOffer, 'memberid'>): WalletOffer => ({
    ...fields,
    memberid: DEMO_MEMBER.id,
  });
  return [
    offer({
      id: 'offer-3-off',
      label: '$3 Off Your Order',
      description: 'Take $3 off any order of $10 or more.',
      cred: WALLET_OFFER_CODES.threeOff,
      status: 'incomplete',
      // A date-time (not a date): the last second of the day, two weeks out.
      expires: `${isoDate(daysAfter(now, 14))}T23:59:59.000Z`,
      image: menuImagePath('chicken-supremes'),
      channel: 'default',
    }),
    offer({
      id: 'offer-free-bo-berry',
      label: 'Free Bo-Berry Biscuit',
      description: 'A free Bo-Berry Biscuit with any purchase.',
      cred: WALLET_OFFER_CODES.freeBoBerry,
      status: 'incomplete',
      expires: isoDate(daysAfter(now, 30)),
      image: menuImagePath('bo-berry-biscuit'),
      channel: 'default',
    }),
    offer({
      id: 'offer-birthday-biscuit',
      label: 'Happy Birthday! A Biscuit on Us',
      description: 'Never expires: enjoy it whenever you like.',
      cred: WALLET_OFFER_CODES.birthdayBiscuit,
      status: 'incomplete',
      expires: null,
      image: menuImagePath('buttermilk-biscuit'),
      channel: null,
    }),
    offer({
      id: 'offer-family-meal-expired',
      label: '$5 Off Any Family Meal',
      description: 'Expired yesterday.',
      cred: WALLET_OFFER_CODES.familyMealExpired,
      status: 'incomplete',
      expires: isoDate(daysAfter(now, -1)),
      image: menuImagePath('8-piece-family-meal-after-10-30'),
      channel: 'default',
    }),
    offer({
      id: 'offer-free-tea-used',
      label: 'Free Legendary Sweet Tea',
      description: 'Already used on a past order.',
      cred: WALLET_OFFER_CODES.freeTeaUsed,
      status: 'complete',
      expires: isoDate(daysAfter(now, 10)),
      image: menuImagePath('legendary-sweet-tea'),
      channel: 'default',
    }),
    offer({
      id: 'offer-breakfast-redeemed',
      label: '$2 Off Breakfast',
      description: 'Redeemed at the counter.',
      cred: WALLET_OFFER_CODES.breakfastRedeemed,
      status: 'redeemed',
      expires: isoDate(daysAfter(now, 20)),
      image: menuImagePath('cajun-filet-biscuit'),
      channel: 'default',
    }),
    offer({
      id: 'offer-catering-15-off',
      label: 'Catering - $15 Off Your Catering Order',
      description: 'Take $15 off any catering order.',
      cred: WALLET_OFFER_CODES.cateringFifteen,
      status: 'incomplete',
      expires: isoDate(daysAfter(now, 21)),
      image: menuImagePath('big-party-pack-serves-20'),
      channel: 'catering',
    }),
    offer({
      id: 'offer-catering-free-tea',
      label: 'Catering - Free Gallon of Sweet Tea',
      description: 'A free gallon of tea with any party pack.',
      cred: WALLET_OFFER_CODES.cateringTea,
      status: 'incomplete',
      expires: isoDate(daysAfter(now, 45)),
      image: menuImagePath('sweet-tea-by-the-gallon'),
      channel: 'catering',
    }),
  ];
}
