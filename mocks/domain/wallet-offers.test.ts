// @vitest-environment node
import type { WalletOffer } from '../../src/api/generated/model';
import { isUnexpired, isUsableOffer } from './wallet-offers';

const offer = (overrides: Partial<WalletOffer> = {}): WalletOffer => ({
  id: 'o',
  label: '$5 off',
  cred: 'FIVE',
  status: 'incomplete',
  expires: null,
  memberid: 1,
  ...overrides,
});
const now = new Date('2026-02-16T17:00:00Z');

describe('wallet offers', () => {
  it('counts an offer expiring today (UTC) as unexpired', () => {
    expect(isUnexpired(offer({ expires: '2026-02-16' }), now)).toBe(true);
    expect(isUnexpired(offer({ expires: '2026-02-15T23:59:59Z' }), now)).toBe(false);
    expect(isUnexpired(offer({ expires: 'someday' }), now)).toBe(false);
  });

  it('keeps available offers of the member and the order’s channel', () => {
    expect(isUsableOffer(offer(), 1, 'default', now)).toBe(true);
    expect(isUsableOffer(offer({ memberid: null }), 1, 'default', now)).toBe(true);
    expect(isUsableOffer(offer({ memberid: 2 }), 1, 'default', now)).toBe(false);
    expect(isUsableOffer(offer({ status: 'redeemed' }), 1, 'default', now)).toBe(false);
    expect(isUsableOffer(offer({ label: 'Catering - $5 off' }), 1, 'default', now)).toBe(false);
    expect(isUsableOffer(offer({ label: 'Catering - $5 off' }), 1, 'catering', now)).toBe(true);
    expect(isUsableOffer(offer({ channel: 'catering' }), 1, 'catering', now)).toBe(true);
  });
});
