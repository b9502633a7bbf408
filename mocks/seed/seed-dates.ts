/** Seeded times are relative to the mock clock's `now()` at seeding, so a pinned clock pins them too. */

export const minutesAfter = (date: Date, minutes: number): Date =>
  new Date(date.getTime() + minutes * 60_000);

export const daysAfter = (date: Date, days: number): Date => minutesAfter(date, days * 24 * 60);

/** `YYYY-MM-DD` in UTC (wallet offers expire on dates). */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
