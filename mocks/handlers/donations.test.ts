// @vitest-environment node
import { SetOrderDonationsResponse } from '../../src/api/generated/zod/donations/donations.zod';
import { call, messagesOf, okBody } from './testing/api';
import { setUpOrderBackend } from './testing/order-backend';
import { FIXTURE } from './testing/order-fixtures';
import { cartWith, plain } from './testing/order-steps';

setUpOrderBackend();
const donate = (orderId: string, id: number, amount: number) =>
  call('PUT', `/api/v2/carts/${orderId}/donations`, { body: { id, amount } });

describe('round-up donations', () => {
  it('sets, replaces and removes the campaign’s amount, untaxed in the total', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]); // 2.99 + 0.22 tax = 3.21
    const rounded = okBody(await donate(order.id, FIXTURE.donationCampaign, 0.79), SetOrderDonationsResponse);
    expect(rounded.donations).toEqual([{ id: 1, amount: 0.79, label: 'Foundation Round Up' }]);
    expect(rounded.totals).toMatchObject({ tax: 0.22, donations: 0.79, total: 4 });
    const replaced = okBody(await donate(order.id, FIXTURE.donationCampaign, 1), SetOrderDonationsResponse);
    expect(replaced.donations).toHaveLength(1);
    expect(replaced.totals).toMatchObject({ donations: 1, total: 4.21 });
    const removed = okBody(await donate(order.id, FIXTURE.donationCampaign, 0), SetOrderDonationsResponse);
    expect(removed).toMatchObject({ donations: [], totals: { donations: 0, total: 3.21 } });
  });

  it('answers 404 for an unknown campaign and 422 for an amount it does not take', async () => {
    const order = await cartWith([plain(FIXTURE.product.fries)]);
    expect(messagesOf(await donate(order.id, 9, 0.5), 404)).toEqual(['No donation campaign with id 9.']);
    const refused = ['Round-up donations must be between $0.01 and $1.00.'];
    expect(messagesOf(await donate(order.id, 1, 1.5), 422)).toEqual(refused);
    expect(messagesOf(await donate(order.id, 1, 0.333), 422)).toEqual(refused);
    messagesOf(await donate(order.id, 1, -1), 400);
  });
});
