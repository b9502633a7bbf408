// @vitest-environment node
import { isAcceptedDonation, withDonation } from './donations';

describe('donations', () => {
  it('accepts whole cents from 0 to the 1.00 round-up', () => {
    expect([0, 0.01, 0.99, 1].every(isAcceptedDonation)).toBe(true);
    expect([1.01, -0.01, 0.005].some(isAcceptedDonation)).toBe(false);
  });

  it('replaces a campaign’s amount and removes it at 0', () => {
    const once = withDonation([], 1, 0.4);
    expect(once).toEqual([{ id: 1, amount: 0.4, label: 'Foundation Round Up' }]);
    expect(withDonation(once, 1, 0.6)).toEqual([{ id: 1, amount: 0.6, label: 'Foundation Round Up' }]);
    expect(withDonation(once, 1, 0)).toEqual([]);
  });
});
