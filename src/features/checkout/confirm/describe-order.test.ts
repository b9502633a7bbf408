import { addressLine, isToday, orderTypeKind, readyTime } from './describe-order';

describe('describing the order in the confirmation dialog', () => {
  it('names the order type by handoff', () => {
    expect(orderTypeKind({ handoff: 'dispatch' })).toBe('delivery');
    expect(orderTypeKind({ handoff: 'curbside' })).toBe('curbside');
    expect(orderTypeKind({ handoff: 'pickup' })).toBe('pickup');
  });

  it('writes a delivery address on one line, leaving out what is empty', () => {
    expect(
      addressLine({ address: '1 Main St', building: null, city: 'Charlotte', state: 'NC', zip: '28202' }),
    ).toBe('1 Main St, Charlotte, NC 28202');
    expect(addressLine({ address: '1 Main St', building: 'Apt 2', city: 'Charlotte', zip: '28202' })).toBe(
      '1 Main St, Apt 2, Charlotte, 28202',
    );
    expect(addressLine(null)).toBe('');
  });

  it('uses the scheduled time, else the earliest ASAP time', () => {
    expect(
      readyTime({ mode: 'advance', wanted: '2026-11-23T16:00:00Z', earliest: '2026-11-22T18:00:00Z' }),
    ).toBe('2026-11-23T16:00:00Z');
    expect(readyTime({ mode: 'asap', wanted: null, earliest: '2026-11-22T18:00:00Z' })).toBe(
      '2026-11-22T18:00:00Z',
    );
  });

  it("says 'Today' for a time on the current day of the restaurant's time zone", () => {
    const now = new Date('2026-11-22T18:00:00Z'); // 1 PM in New York
    expect(isToday('2026-11-22T23:30:00Z', now, 'America/New_York')).toBe(true);
    expect(isToday('2026-11-23T06:00:00Z', now, 'America/New_York')).toBe(false);
  });
});
