// @vitest-environment node
import { GetOrderResponse } from '../../src/api/generated/zod/orders/orders.zod';
import { mockBackend } from '../node';
import { DEMO_ACCESS_TOKEN, SEEDED_CART_ORDER_ID } from '../seed';
import { call, messagesOf, okBody } from './testing/api';

/** Probes: a member's open cart reached by its id alone shows nothing of the member. */

const contact = { first_name: 'Bo', last_name: 'Whitfield', email: 'demo@example.com', phone: '7045550100' };
const cart = (token?: string) => call('GET', `/orders/${SEEDED_CART_ORDER_ID}`, { token });

describe("a member's open cart without the member's token", () => {
  beforeEach(() => mockBackend.reset({ signedIn: true, cart: 'full' }));

  it('still answers, for a member whose session was revoked, but without their saved cards or contact', async () => {
    okBody(
      await call('PUT', `/orders/${SEEDED_CART_ORDER_ID}/custom`, {
        body: { fields: contact },
        token: DEMO_ACCESS_TOKEN,
      }),
      GetOrderResponse,
    );
    const own = okBody(await cart(DEMO_ACCESS_TOKEN), GetOrderResponse);
    expect(own.billing?.accounts?.length).toBeGreaterThan(0);
    expect(own.handoff_details).toMatchObject({ email: 'demo@example.com' });

    const anonymous = okBody(await cart(), GetOrderResponse);
    expect(anonymous.products).toEqual(own.products);
    expect(anonymous.billing).toEqual({ type: 'creditcard', accounts: [] });
    expect(anonymous.handoff_details).toBeNull();
    const validated = await call('POST', `/orders/${SEEDED_CART_ORDER_ID}/validate`);
    expect(JSON.stringify(validated.body)).not.toContain('demo@example.com');
    expect(JSON.stringify(validated.body)).not.toContain('"cardsuffix"');
  });

  it("refuses to overwrite the member's contact details without their token", async () => {
    const stranger = { ...contact, email: 'someone@example.com' };
    expect(
      messagesOf(
        await call('PUT', `/orders/${SEEDED_CART_ORDER_ID}/custom`, { body: { fields: stranger } }),
        401,
      ),
    ).toEqual(['Please sign in to continue.']);
    expect(okBody(await cart(DEMO_ACCESS_TOKEN), GetOrderResponse).handoff_details).toBeNull();
  });
});
