import type { WalletOffer } from '../api/generated/model';
import { isOfferUnexpired, visibleWalletOffers, walletOfferAction } from './wallet-offer-rules';

const offer = (overrides: Partial<WalletOffer>): WalletOffer => ({
  id: overrides.id ?? overrides.label ?? 'offer',
  label: 'Free Biscuit',
  cred: 'FREEBISCUIT',
  status: 'incomplete',
  expires: null,
  ...overrides,
});

// 22 Nov 2026, 03:00 in New York is already 08:00 UTC on the 22nd.
const now = new Date('2026-11-22T08:00:00Z');

describe('isOfferUnexpired (SPEC §5: expiry on or after the start of today, UTC)', () => {
  it('keeps an offer expiring at the start of today UTC and one without expiry', () => {
    expect(isOfferUnexpired({ expires: '2026-11-22T00:00:00Z' }, now)).toBe(true);
    expect(isOfferUnexpired({ expires: null }, now)).toBe(true);
    expect(isOfferUnexpired({}, now)).toBe(true);
  });
  it('drops an offer that expired before today UTC, or whose date cannot be read', () => {
    expect(isOfferUnexpired({ expires: '2026-11-21T23:59:59Z' }, now)).toBe(false);
    expect(isOfferUnexpired({ expires: 'soon' }, now)).toBe(false);
  });
});

describe('visibleWalletOffers', () => {
  const offers = [
    offer({ label: 'Free Biscuit' }),
    offer({ label: 'Used', status: 'complete' }),
    offer({ label: 'Old', expires: '2026-01-01T00:00:00Z' }),
    offer({ label: 'Catering - $20 off catering', cred: 'CATER20' }),
  ];

  it('shows only incomplete, unexpired, non-catering offers on the default channel', () => {
    expect(visibleWalletOffers(offers, { channel: 'default', now }).map((o) => o.label)).toEqual([
      'Free Biscuit',
    ]);
  });

  it('shows only "Catering - " offers in catering, with the prefix stripped', () => {
    expect(visibleWalletOffers(offers, { channel: 'catering', now }).map((o) => o.label)).toEqual([
      '$20 off catering',
    ]);
  });
});

describe('walletOfferAction (SPEC §4 "Wallet offers")', () => {
  it('offers Apply with no coupon on the order', () => {
    expect(walletOfferAction({ cred: 'FREEBISCUIT' }, undefined)).toBe('apply');
  });
  it("offers Remove when the order's coupon is the offer's code", () => {
    expect(walletOfferAction({ cred: 'FREEBISCUIT' }, 'freebiscuit')).toBe('remove');
  });
  it('disables Apply while another coupon is on the order', () => {
    expect(walletOfferAction({ cred: 'FREEBISCUIT' }, 'SAVE10')).toBe('apply-disabled');
  });
});
