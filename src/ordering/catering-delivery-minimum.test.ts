import { isBelowCateringDeliveryMinimum } from './catering-delivery-minimum';

describe('isBelowCateringDeliveryMinimum (SPEC §5)', () => {
  it('applies to catering delivery under 150 only', () => {
    expect(isBelowCateringDeliveryMinimum({ channel: 'catering', handoff: 'dispatch', total: 149.99 })).toBe(
      true,
    );
    expect(isBelowCateringDeliveryMinimum({ channel: 'catering', handoff: 'dispatch', total: 150 })).toBe(
      false,
    );
    expect(isBelowCateringDeliveryMinimum({ channel: 'catering', handoff: 'pickup', total: 20 })).toBe(false);
    expect(isBelowCateringDeliveryMinimum({ channel: 'default', handoff: 'dispatch', total: 20 })).toBe(
      false,
    );
  });

  it('reads the cart total, not the subtotal: $135.93 of items that total $150.06 may go on', () => {
    const order = { subtotal: 135.93, total: 150.06 };
    expect(
      isBelowCateringDeliveryMinimum({ channel: 'catering', handoff: 'dispatch', total: order.total }),
    ).toBe(false);
  });
});
