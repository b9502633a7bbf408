import type { MockDatabase, StoredOrder } from '../../db/database';
import type { TakenTimes } from '../../domain/time-slots';

/** The ready times other orders have filled at a location. */
export const takenTimesAt = (db: MockDatabase, locationId: number): TakenTimes =>
  new Set(
    db.takenSlots.findMany((q) => q.where({ location_id: locationId })).map((slot) => Date.parse(slot.time)),
  );

/**
 * The `slot-taken-at-submit` scenario: other customers fill the scheduled slot of the first order
 * submitted at a location, once, so that the customer can choose another time and go through.
 */
export async function takeScheduledSlot(db: MockDatabase, order: StoredOrder): Promise<void> {
  const wanted = order.time.mode === 'advance' ? order.time.wanted : null;
  if (!wanted || takenTimesAt(db, order.location_id).size > 0) return;
  await db.takenSlots.create({ location_id: order.location_id, time: new Date(wanted).toISOString() });
}
