import type { WalkSession } from './walk-session';
import { UNKNOWN_ORDER_ID, type WalkState } from './walk-state';

/** How and when the cart is handed over: mode, delivery address, contact details, time and tip. */

export async function walkHandoff(session: WalkSession, state: WalkState): Promise<void> {
  const { order, token } = state;
  if (!order) return session.skip('handoff', 'no cart');
  const params = { id: order.id };
  const { deliveryAddress, outOfAreaAddress } = session.settings;

  await session.succeed('setOrderHandoff', 'curbside pickup', {
    params: { ...params, mode: 'curbside' },
    token,
  });
  await session.fail('setOrderHandoff', 'a mode that does not exist', {
    params: { ...params, mode: 'teleport' },
    token,
  });
  await session.succeed('setOrderAddress', 'deliver to an address in range', {
    params,
    body: { type: 'dispatch', address: deliveryAddress },
    token,
  });
  await session.fail('setOrderAddress', 'an address out of the delivery range', {
    params,
    body: { type: 'dispatch', address: outOfAreaAddress },
    token,
  });
  await session.succeed('setOrderHandoff', 'back to pickup', {
    params: { ...params, mode: 'pickup' },
    token,
  });

  const contact = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '7045550199' };
  await session.succeed('setOrderCustomFields', 'contact details', {
    params,
    body: { fields: contact },
    token,
  });
  await session.fail('setOrderCustomFields', 'a blank first name and a short phone', {
    params,
    body: { fields: { ...contact, first_name: '', phone: '555' } },
    token,
  });
}

export async function walkTimeAndTip(session: WalkSession, state: WalkState): Promise<void> {
  const { order, slot, token } = state;
  if (!order) return session.skip('time and tip', 'no cart');
  const params = { id: order.id };

  await session.succeed('deleteOrderTime', 'as soon as possible (the restaurant is open)', { params, token });
  await session.fail('deleteOrderTime', 'ASAP for an unknown order', {
    params: { id: UNKNOWN_ORDER_ID },
    token,
  });
  if (slot) {
    await session.succeed('setOrderTime', 'a slot from the menu times', {
      params,
      body: { time: slot },
      token,
    });
  } else session.skip('setOrderTime', 'the menu times offered no slot');
  await session.fail('setOrderTime', 'a time long past', {
    params,
    body: { time: '2001-01-01T12:00:00Z' },
    token,
  });

  await session.succeed('setOrderTip', 'a one-dollar tip', { params, body: { amount: 1 }, token });
  await session.fail('setOrderTip', 'a negative tip', { params, body: { amount: -1 }, token });
}
