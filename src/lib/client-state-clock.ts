/**
 * The time the stores judge expiries by (SPEC §4/§9). Tests and mock scenarios pin it with
 * `setClientStateClock(() => instant)`; calling it without an argument goes back to the real clock.
 */
let clock: () => number = Date.now;

export function setClientStateClock(next: () => number = Date.now): void {
  clock = next;
}

export const clientStateNow = (): number => clock();
