import { isBelowCateringDeliveryMinimum } from './catering-delivery-minimum';

describe('isBelowCateringDeliveryMinimum (SPEC §5)', () => {
  it('applies to catering delivery under 150 only', () => {
    expect(
      isBelowCateringDeliveryMinimum({ channel: 'catering', handoff: 'dispatch', subtotal: 149.99 }),
    ).toBe(true);
    expect(isBelowCateringDeliveryMinimum({ channel: 'catering', handoff: 'dispatch', subtotal: 150 })).toBe(
      false,
    );
    expect(isBelowCateringDeliveryMinimum({ channel: 'catering', handoff: 'pickup', subtotal: 20 })).toBe(
      false,
    );
    expect(isBelowCateringDeliveryMinimum({ channel: 'default', handoff: 'dispatch', subtotal: 20 })).toBe(
      false,
    );
  });
});
