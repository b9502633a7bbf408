// @vitest-environment node
import type { StoredOrderStatus } from '../db/database';
import { currentStatus } from './order-status';

const submitted = '2026-02-16T17:00:00.000Z';
const record = (overrides: Partial<StoredOrderStatus> = {}): StoredOrderStatus => ({
  order_id: 'c186a39e-d479-4422-9c4a-d9b10f687c80',
  status: 'received',
  handoff: 'pickup',
  estimated_ready: null,
  updated: submitted,
  is_final: false,
  arrived: false,
  submitted_at: submitted,
  ...overrides,
});
const after = (minutes: number) => new Date(Date.parse(submitted) + minutes * 60_000);

describe('order status', () => {
  it('moves on with the time since submission', () => {
    expect(currentStatus(record(), after(0.5))).toMatchObject({
      status: 'received',
      is_final: false,
      updated: submitted,
    });
    expect(currentStatus(record(), after(1)).status).toBe('in_progress');
    expect(currentStatus(record(), after(4.9)).status).toBe('in_progress');
    expect(currentStatus(record(), after(5))).toMatchObject({
      status: 'ready',
      updated: '2026-02-16T17:05:00.000Z',
    });
    expect(currentStatus(record(), after(15))).toMatchObject({ status: 'completed', is_final: true });
  });

  it('goes out for delivery instead of ready for a delivery order', () => {
    expect(currentStatus(record({ handoff: 'dispatch' }), after(6)).status).toBe('out_for_delivery');
  });

  it('stays cancelled, and never shows the bookkeeping field', () => {
    const cancelled = currentStatus(
      record({ status: 'cancelled', updated: '2026-02-16T17:02:00.000Z' }),
      after(30),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      is_final: true,
      updated: '2026-02-16T17:02:00.000Z',
    });
    expect(cancelled).not.toHaveProperty('submitted_at');
  });
});
