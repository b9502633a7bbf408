/**
 * The mock backend's idea of "now". Tests and scenarios pin it so that opening hours, time slots,
 * offer expiry and status progression are deterministic.
 */
let pinned: Date | undefined;

export const now = (): Date => (pinned ? new Date(pinned) : new Date());

export function pinClock(at: Date | string | undefined): void {
  pinned = at === undefined ? undefined : new Date(at);
}
