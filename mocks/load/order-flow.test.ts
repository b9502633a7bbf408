// @vitest-environment node
import { guestOrderFlow, type FlowContext, type FlowTally } from './order-flow';

const newTally = (): FlowTally => ({
  flowErrors: 0,
  crossSessionReads: 0,
  ordersPlaced: 0,
  sessions: new Set(),
  problems: [],
});

/** Runs the flow's steps by hand up to the order read, answering with `order`. */
function readOrder(order: object) {
  const tally = newTally();
  const [search, create, , , getOrder] = guestOrderFlow([101, 102], tally);
  const context: FlowContext = {};
  search?.setupRequest?.({}, context);
  create?.onResponse?.(200, JSON.stringify({ id: 900001 }), context);
  getOrder?.onResponse?.(200, JSON.stringify(order), context);
  return { tally, session: context.session ?? '' };
}

describe('the load run’s order flow', () => {
  it('counts no cross-session read when the order carries the session’s own marker and products', () => {
    const { tally } = readOrder({ id: 900001, handoff_details: null, products: [{ product_id: 101 }] });
    expect(tally.crossSessionReads).toBe(0);
    expect(tally.flowErrors).toBe(0);
  });

  it('counts a cross-session read when an answer carries another session’s marker or products', () => {
    const foreignMarker = readOrder({
      id: 900001,
      handoff_details: { email: 'load-someone-else@load.example.com' },
      products: [],
    });
    expect(foreignMarker.tally.crossSessionReads).toBe(1);
    expect(readOrder({ id: 900001, products: [{ product_id: 555 }] }).tally.crossSessionReads).toBe(1);
    expect(readOrder({ id: 900002, products: [] }).tally.crossSessionReads).toBe(1);
  });

  it('counts an unexpected status as an error', () => {
    const tally = newTally();
    const [search] = guestOrderFlow([101, 102], tally);
    search?.onResponse?.(500, '[{"message":"down"}]', {});
    expect(tally.flowErrors).toBe(1);
    expect(tally.problems).toEqual(['searchLocations: 500 [{"message":"down"}]']);
  });
});
