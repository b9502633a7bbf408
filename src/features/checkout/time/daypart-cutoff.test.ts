import { asapBeforeCutoff, hasDaypartProduct, localClockTime, selectableSlots } from './daypart-cutoff';

const timeZone = 'America/New_York';
// 22 Nov 2026 is EST (UTC−5): 10:15 local = 15:15Z.
const slot = (utc: string, available = true) => ({ time: utc, available });
const slots = [
  slot('2026-11-22T15:00:00Z'), // 10:00
  slot('2026-11-22T15:15:00Z'), // 10:15
  slot('2026-11-22T15:30:00Z'), // 10:30
  slot('2026-11-22T15:45:00Z', false), // 10:45, taken
  slot('2026-11-22T16:00:00Z'), // 11:00
];

describe('the 10:30 rule (SPEC §2)', () => {
  it('knows a cart holds a 10:30 product by its name', () => {
    expect(hasDaypartProduct([{ name: 'Chicken Supremes (after 10:30)' }])).toBe(true);
    expect(hasDaypartProduct([{ name: 'Bo-Berry Biscuit' }])).toBe(false);
  });

  it('reads slot times in the restaurant time zone', () => {
    expect(localClockTime('2026-11-22T15:30:00Z', timeZone)).toBe('10:30');
    expect(localClockTime('2026-11-22T15:30:00Z', 'America/Chicago')).toBe('09:30');
    expect(localClockTime('not a time', timeZone)).toBeUndefined();
  });

  it('offers no time before 10:30 that day when the cart holds a 10:30 product', () => {
    const times = selectableSlots(slots, { products: [{ name: 'Supremes (after 10:30)' }], timeZone });
    expect(times.map((s) => localClockTime(s.time, timeZone))).toEqual(['10:30', '11:00']);
  });

  it('offers every available time otherwise, never a taken one', () => {
    const times = selectableSlots(slots, { products: [{ name: 'Biscuit' }], timeZone });
    expect(times.map((s) => localClockTime(s.time, timeZone))).toEqual(['10:00', '10:15', '10:30', '11:00']);
  });

  it('takes ASAP away while a 10:30 product would be ready before 10:30, and only then', () => {
    const order = (name: string, earliest: string) => ({ products: [{ name }], time: { earliest } });
    expect(asapBeforeCutoff(order('Dinner (after 10:30)', '2026-11-22T13:15:00Z'), timeZone)).toBe(true); // 8:15
    expect(asapBeforeCutoff(order('Dinner (after 10:30)', '2026-11-22T15:29:00Z'), timeZone)).toBe(true); // 10:29
    expect(asapBeforeCutoff(order('Dinner (after 10:30)', '2026-11-22T15:30:00Z'), timeZone)).toBe(false); // 10:30
    expect(asapBeforeCutoff(order('Biscuit', '2026-11-22T13:15:00Z'), timeZone)).toBe(false);
    // 10:00 in New York is 11:00 in Halifax: the restaurant's own clock decides.
    expect(asapBeforeCutoff(order('Dinner (after 10:30)', '2026-11-22T15:00:00Z'), timeZone)).toBe(true);
    expect(asapBeforeCutoff(order('Dinner (after 10:30)', '2026-11-22T15:00:00Z'), 'America/Halifax')).toBe(
      false,
    );
  });
});
