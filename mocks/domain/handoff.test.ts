// @vitest-environment node
import type { Location } from '../../src/api/generated/model';
import { checkDeliveryArea, handoffAtLocation, offersHandoff } from './handoff';

const location: Location = {
  id: 1,
  name: 'Main St',
  address: '100 N Tryon St',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  lat: 35.2271,
  lng: -80.8431,
  menu_id: 1,
  delivery_radius_miles: 5,
};
const address = { address: '1 Main St', city: 'Charlotte', zip: '28202' };

describe('handoff', () => {
  it('offers delivery only with a delivery radius and the mode switched on', () => {
    expect(offersHandoff(location, 'dispatch')).toBe(true);
    expect(offersHandoff({ ...location, delivery_radius_miles: null }, 'dispatch')).toBe(false);
    expect(
      offersHandoff(
        { ...location, handoff_modes: { pickup: true, curbside: false, dispatch: false } },
        'curbside',
      ),
    ).toBe(false);
    expect(offersHandoff(location, 'curbside')).toBe(true);
  });

  it('measures the distance from the address coordinates, else from its zip code', () => {
    expect(checkDeliveryArea(location, { ...address, lat: 35.26, lng: -80.84 })).toMatchObject({ ok: true });
    expect(checkDeliveryArea(location, { ...address, lat: 35.31, lng: -80.84 })).toMatchObject({
      ok: false,
      field: 'address',
    });
    expect(checkDeliveryArea(location, { ...address, zip: '28203' })).toMatchObject({ ok: true });
    expect(checkDeliveryArea(location, { ...address, zip: '28078' })).toMatchObject({
      ok: false,
      field: 'address',
    });
    expect(checkDeliveryArea(location, { ...address, zip: '00000' })).toMatchObject({
      ok: false,
      field: 'zip',
    });
  });

  it('keeps an order’s handoff at another location only when that location can do it', () => {
    const pickupOnly = {
      ...location,
      delivery_radius_miles: null,
      handoff_modes: { pickup: true, curbside: false, dispatch: false },
    };
    expect(handoffAtLocation(location, 'dispatch', address)).toEqual({ handoff: 'dispatch', address });
    expect(handoffAtLocation(pickupOnly, 'dispatch', address)).toEqual({ handoff: 'pickup', address: null });
    expect(handoffAtLocation(pickupOnly, 'curbside', null)).toEqual({ handoff: 'pickup', address: null });
    expect(handoffAtLocation(location, 'curbside', address)).toEqual({ handoff: 'curbside', address: null });
  });
});
