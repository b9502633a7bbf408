import type { HandoffMode, OrderStatus, OrderStatusStatus } from '../../src/api/generated/model';
import type { StoredOrderStatus } from '../db/database';
import { addMinutes } from './opening-hours';

/**
 * Kitchen progress of a submitted order, computed from the time since submission so it moves on by
 * itself: received → in_progress (after 1 min) → ready, or out_for_delivery for delivery (after
 * 5 min) → completed (after 15 min). `cancelled` is final and set by a cancellation.
 */
export const STATUS_AFTER_MINUTES = { in_progress: 1, ready: 5, completed: 15 } as const;

export const FINAL_STATUSES: readonly OrderStatusStatus[] = ['completed', 'cancelled'];

const readyStatus = (handoff: HandoffMode | undefined): OrderStatusStatus =>
  handoff === 'dispatch' ? 'out_for_delivery' : 'ready';

/** The status as the guest sees it at `at`, with `updated` set to when it was reached. */
export function currentStatus(record: StoredOrderStatus, at: Date): OrderStatus {
  const { submitted_at: submittedAt, ...status } = record;
  if (record.status === 'cancelled') return { ...status, is_final: true };
  const submitted = new Date(submittedAt);
  const elapsedMinutes = (at.getTime() - submitted.getTime()) / 60_000;
  const step = (
    [
      ['completed', STATUS_AFTER_MINUTES.completed],
      [readyStatus(record.handoff), STATUS_AFTER_MINUTES.ready],
      ['in_progress', STATUS_AFTER_MINUTES.in_progress],
    ] as const
  ).find(([, after]) => elapsedMinutes >= after);
  const [next, after] = step ?? ['received', 0];
  return {
    ...status,
    status: next,
    is_final: FINAL_STATUSES.includes(next),
    updated: addMinutes(submitted, after).toISOString(),
  };
}
