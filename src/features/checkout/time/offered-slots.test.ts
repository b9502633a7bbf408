import type { MenuTimes } from '../../../api/generated/model';
import { localClockTime } from './daypart-cutoff';
import { offeredSlots } from './offered-slots';

const timeZone = 'America/New_York';
const times: MenuTimes = {
  menu_id: 100,
  timezone: timeZone,
  days: [
    {
      date: '2026-11-22',
      closed: false,
      slots: [
        { time: '2026-11-22T14:00:00Z', available: true }, // 9:00, already past
        { time: '2026-11-22T15:15:00Z', available: true }, // 10:15
        { time: '2026-11-22T15:30:00Z', available: true }, // 10:30
        { time: '2026-11-22T15:45:00Z', available: false }, // 10:45, taken
      ],
    },
    { date: '2026-11-23', closed: true, slots: [{ time: '2026-11-23T16:00:00Z', available: true }] },
    { date: '2026-11-24', closed: false, slots: [{ time: '2026-11-24T15:00:00Z', available: true }] }, // 10:00
  ],
};
const now = new Date('2026-11-22T14:30:00Z');
const clocks = (products: { name: string }[]) =>
  offeredSlots(times, products, now).map(
    (slot) => `${slot.time.slice(0, 10)} ${localClockTime(slot.time, timeZone)}`,
  );

describe('offered time slots', () => {
  it('offers open days only, never a past or taken slot', () => {
    expect(clocks([{ name: 'Biscuit' }])).toEqual([
      '2026-11-22 10:15',
      '2026-11-22 10:30',
      '2026-11-24 10:00',
    ]);
  });
  it('offers nothing before 10:30 with a 10:30 product in the cart (SPEC §2)', () => {
    expect(clocks([{ name: 'Dinner (after 10:30)' }])).toEqual(['2026-11-22 10:30']);
  });
});
