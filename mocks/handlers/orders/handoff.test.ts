// @vitest-environment node
import {
  SetOrderAddressResponse,
  SetOrderCustomFieldsResponse,
  SetOrderHandoffResponse,
} from '../../../src/api/generated/zod/orders/orders.zod';
import { call, errorsOf, messagesOf, okBody } from '../testing/api';
import { setUpOrderBackend } from '../testing/order-backend';
import { FIXTURE } from '../testing/order-fixtures';
import { cartWith, comboWithMacAndBacon, createOrder, plain } from '../testing/order-steps';

setUpOrderBackend();

const street = { address: '401 S Tryon St', building: 'Apt 5', city: 'Charlotte', state: 'NC' };
const setAddress = (orderId: string, address: Record<string, unknown>) =>
  call('PUT', `/orders/${orderId}/address`, { body: { type: 'dispatch', address } });
const contact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '(704) 555-0199',
};
const setFields = (orderId: string, fields: Record<string, unknown>) =>
  call('PUT', `/orders/${orderId}/custom`, { body: { fields } });

describe('delivery address', () => {
  it('accepts an address inside the delivery radius and charges the delivery fee, taxed', async () => {
    const order = await cartWith([comboWithMacAndBacon()]);
    const delivered = okBody(
      await setAddress(order.id, { ...street, zip: '28202', lat: 35.2203, lng: -80.8478 }),
      SetOrderAddressResponse,
    );
    expect(delivered.handoff).toBe('dispatch');
    expect(delivered.address).toMatchObject({ address: '401 S Tryon St', zip: '28202' });
    // tax = round((10.99 + 3.99) × 0.0725 = 1.08605) = 1.09
    expect(delivered.totals).toMatchObject({ subtotal: 10.99, handoff: 3.99, tax: 1.09, total: 16.07 });
  });

  it('refuses an address outside the radius, naming the address field', async () => {
    const order = await createOrder();
    const far = await setAddress(order.id, { ...street, zip: '28078', lat: 35.4011, lng: -80.8695 });
    expect(errorsOf(far, 422)).toEqual([
      { message: 'This address is outside the delivery area of this location.', field: 'address' },
    ]);
  });

  it('places an address without coordinates by its zip code', async () => {
    const order = await createOrder();
    okBody(await setAddress(order.id, { ...street, zip: '28203' }), SetOrderAddressResponse);
    expect(errorsOf(await setAddress(order.id, { ...street, zip: '28078' }), 422)[0]?.field).toBe('address');
    expect(errorsOf(await setAddress(order.id, { ...street, zip: '00000' }), 422)).toEqual([
      { message: 'We could not find this zip code. Please check the address.', field: 'zip' },
    ]);
  });

  it('answers 422 when the location does not deliver', async () => {
    const order = await createOrder(FIXTURE.uptownMenuId);
    expect(errorsOf(await setAddress(order.id, { ...street, zip: '28202' }), 422)[0]?.message).toBe(
      'This location does not offer delivery.',
    );
    expect(messagesOf(await call('PUT', `/orders/${order.id}/handoff/dispatch`), 422)).toEqual([
      'This location does not offer delivery.',
    ]);
    expect(messagesOf(await call('PUT', `/orders/${order.id}/handoff/curbside`), 422)).toEqual([
      'This location does not offer curbside pickup.',
    ]);
  });
});

describe('handoff mode', () => {
  it('switches back to pickup, dropping the delivery address and fee', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    okBody(await setAddress(order.id, { ...street, zip: '28202' }), SetOrderAddressResponse);
    const pickup = okBody(await call('PUT', `/orders/${order.id}/handoff/pickup`), SetOrderHandoffResponse);
    expect(pickup).toMatchObject({ handoff: 'pickup', address: null, totals: { handoff: 0, total: 3.21 } });
    const curbside = okBody(
      await call('PUT', `/orders/${order.id}/handoff/curbside`),
      SetOrderHandoffResponse,
    );
    expect(curbside.handoff).toBe('curbside');
    expect(messagesOf(await call('PUT', `/orders/${order.id}/handoff/drone`), 422)).toEqual([
      'Unknown handoff mode "drone".',
    ]);
  });
});

describe('handoff details (custom fields)', () => {
  it('stores the details with the phone normalised to 10 digits', async () => {
    const order = await createOrder();
    const saved = okBody(
      await setFields(order.id, { ...contact, phone: '+1 (704) 555-0199' }),
      SetOrderCustomFieldsResponse,
    );
    expect(saved.handoff_details).toMatchObject({ first_name: 'Ada', phone: '7045550199', vehicle: null });
  });

  it('names each rejected field', async () => {
    const order = await createOrder();
    const rejected = await setFields(order.id, {
      ...contact,
      phone: '555-0199',
      zip: '2820',
      address: ' ',
      city: '',
    });
    expect(errorsOf(rejected, 422)).toEqual([
      { message: 'Please enter a 10-digit phone number.', field: 'phone' },
      { message: 'Please enter the street address for delivery.', field: 'address' },
      { message: 'Please enter the city for delivery.', field: 'city' },
      { message: 'Please enter a 5-digit zip code.', field: 'zip' },
    ]);
    const noName = await setFields(order.id, { ...contact, first_name: '', email: 'ada@' });
    expect(errorsOf(noName, 422).map((error) => error.field)).toEqual(['first_name', 'email']);
    messagesOf(await setFields(order.id, { ...contact, phone: 7045550199 }), 400);
  });

  it('needs the vehicle for curbside and copies it into the custom fields', async () => {
    const order = await createOrder();
    okBody(await call('PUT', `/orders/${order.id}/handoff/curbside`), SetOrderHandoffResponse);
    expect(errorsOf(await setFields(order.id, { ...contact, vehicle: { make: 'Ford' } }), 422)).toEqual([
      { message: 'Please enter the model of your vehicle.', field: 'vehicle.model' },
      { message: 'Please enter the color of your vehicle.', field: 'vehicle.color' },
    ]);
    const vehicle = { make: 'Ford', model: 'Bronco', color: 'Blue' };
    const saved = okBody(await setFields(order.id, { ...contact, vehicle }), SetOrderCustomFieldsResponse);
    expect(saved.handoff_details?.vehicle).toEqual(vehicle);
    expect(saved.custom_fields).toEqual({ Make: 'Ford', Model: 'Bronco', Color: 'Blue' });
  });

  it('needs a street address for a delivery order that has none', async () => {
    const order = await createOrder();
    okBody(await call('PUT', `/orders/${order.id}/handoff/dispatch`), SetOrderHandoffResponse);
    expect(errorsOf(await setFields(order.id, contact), 422).map((error) => error.field)).toEqual([
      'address',
      'city',
    ]);
    okBody(await setAddress(order.id, { ...street, zip: '28202' }), SetOrderAddressResponse);
    okBody(await setFields(order.id, contact), SetOrderCustomFieldsResponse);
  });
});
