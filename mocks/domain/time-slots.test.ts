// @vitest-environment node
import type { Location } from '../../src/api/generated/model';
import { daysInRange, menuDay, TIME_MESSAGES, wantedTimeProblem, windowSlots } from './time-slots';

const hours: Pick<Location, 'hours' | 'timezone'> = {
  timezone: 'America/New_York',
  hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:20', close: '14:00', closed: false })),
};
const mondayMorning = new Date('2026-02-16T14:00:00Z'); // 9 AM

describe('time slots', () => {
  it('starts on the quarter hour after opening plus prep time and ends at closing', () => {
    const slots = windowSlots({
      date: '2026-02-16',
      open: new Date('2026-02-16T15:20:00Z'),
      close: new Date('2026-02-16T19:00:00Z'),
    });
    expect(slots[0]?.toISOString()).toBe('2026-02-16T15:45:00.000Z'); // 10:20 + 15 → 10:45
    expect(slots.at(-1)?.toISOString()).toBe('2026-02-16T19:00:00.000Z');
    expect(slots).toHaveLength(14);
  });

  it('labels slots in local time and leaves out those too close to now', () => {
    const day = menuDay(hours, '2026-02-16', new Date('2026-02-16T17:50:00Z')); // 12:50 PM
    expect(day.slots.map((slot) => slot.label)).toEqual(['1:15 PM', '1:30 PM', '1:45 PM', '2:00 PM']);
    expect(menuDay(hours, '2026-02-15', mondayMorning)).toMatchObject({ closed: true, slots: [] });
  });

  it('marks a slot other orders have filled as unavailable, and refuses it as a wanted time', () => {
    const taken = new Set([Date.parse('2026-02-16T18:30:00Z')]); // 1:30 PM
    const day = menuDay(hours, '2026-02-16', new Date('2026-02-16T17:50:00Z'), taken);
    expect(day.slots.filter((slot) => !slot.available).map((slot) => slot.label)).toEqual(['1:30 PM']);
    expect(wantedTimeProblem(hours, new Date('2026-02-16T18:30:00Z'), mondayMorning, { taken })).toBe(
      TIME_MESSAGES.taken,
    );
    expect(
      wantedTimeProblem(hours, new Date('2026-02-16T18:45:00Z'), mondayMorning, { taken }),
    ).toBeUndefined();
  });

  it('counts days with both ends included', () => {
    expect(daysInRange('2026-02-16', '2026-02-16')).toBe(1);
    expect(daysInRange('2026-02-16', '2026-03-01')).toBe(14);
    expect(daysInRange('2026-02-17', '2026-02-16')).toBe(0);
  });

  it('checks a wanted time: open, future, on a slot, and after 10:30 with a 10:30 product', () => {
    const at = (time: string) => wantedTimeProblem(hours, new Date(time), mondayMorning, { cutoff: true });
    const early = { ...hours, hours: [{ day: 1, open: '10:00', close: '14:00', closed: false }] };
    expect(wantedTimeProblem(early, new Date('2026-02-16T15:15:00Z'), mondayMorning)).toBeUndefined(); // 10:15
    expect(wantedTimeProblem(early, new Date('2026-02-16T15:15:00Z'), mondayMorning, { cutoff: true })).toBe(
      TIME_MESSAGES.cutoff,
    );
    expect(
      wantedTimeProblem(early, new Date('2026-02-16T15:30:00Z'), mondayMorning, { cutoff: true }),
    ).toBeUndefined();
    expect(at('2026-02-16T20:00:00Z')).toBe(TIME_MESSAGES.closed);
    expect(at('2026-02-16T16:10:00Z')).toBe(TIME_MESSAGES.notSlot);
    expect(wantedTimeProblem(hours, new Date('2026-02-16T16:00:00Z'), new Date('2026-02-16T15:50:00Z'))).toBe(
      TIME_MESSAGES.past,
    );
  });
});
