import type { Order, PaymentToken, SignInResult, SubmitResult, Tokens } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import { UNKNOWN_ORDER_ID, type WalkState } from './walk-state';

/**
 * Whose order it is (the contract's `orders` tag): a stranger meets a placed order exactly as an
 * unknown id, while its owner reads it. Shown for a guest's order (reached with its guest secret)
 * and for the member's order (reached with the member's token).
 */

const SECRET = 'X-Order-Secret';
const STRANGER_PASSWORD = 'Conformance123!';

/** Each operation a stranger tries on a placed order, read-only first. */
const STRANGER_CALLS = ['getOrder', 'getOrderStatus', 'cancelOrder'] as const;

interface Stranger {
  who: string;
  token?: string | undefined;
  headers?: Record<string, string>;
}

/** 404 with the body an unknown id gets (the id itself aside), for every stranger. */
async function refusesStrangers(
  session: WalkSession,
  orderId: string,
  whose: string,
  strangers: readonly Stranger[],
): Promise<void> {
  for (const operationId of STRANGER_CALLS) {
    const unknown = await session.fail(operationId, `${operationId} of an unknown order`, {
      params: { id: UNKNOWN_ORDER_ID },
    });
    const unknownBody = unknown.bodyText.replaceAll(UNKNOWN_ORDER_ID, '{id}');
    for (const { who, token, headers } of strangers) {
      const step = `${operationId} of ${whose} ${who}`;
      const answer = await session.fail(operationId, step, { params: { id: orderId }, token, headers }, 404);
      if (answer.bodyText.replaceAll(orderId, '{id}') !== unknownBody) {
        session.breaksPromise(operationId, step, `answered ${answer.bodyText}, not as an unknown id`);
      }
    }
  }
}

/** A second account, so that "another member's token" is a real, valid token. */
async function strangerToken(session: WalkSession): Promise<string | undefined> {
  const { newMemberEmail, botCheckToken: recaptcha } = session.settings;
  const email = `stranger-${newMemberEmail}`;
  const created = await session.succeed<Tokens>('createMember', 'an account that owns nothing', {
    body: {
      first_name: 'Stranger',
      last_name: 'Walk',
      email,
      password: STRANGER_PASSWORD,
      optin: false,
      optin_sms: false,
      recaptcha,
    },
  });
  if (created.data) return created.data.access.token;
  const signIn = await session.succeed<SignInResult>('signInMember', 'sign in as the stranger', {
    body: { email, password: STRANGER_PASSWORD, recaptcha },
  });
  return signIn.data && 'tokens' in signIn.data ? signIn.data.tokens.access.token : undefined;
}

/** A guest fills a cart and places it, paying with a card bound to the order's one-time token. */
async function placeGuestOrder(session: WalkSession, state: WalkState): Promise<SubmitResult | undefined> {
  const { menuId, product } = state;
  const bindingPath = session.settings.cardBindingPath;
  if (menuId === undefined || !product || bindingPath === null) {
    session.skip("a guest's order", 'no menu, product or card binding');
    return undefined;
  }
  const created = await session.succeed<Order>('createOrder', 'a guest cart', { body: { menu_id: menuId } });
  if (!created.data) return undefined;
  const params = { id: created.data.id };
  await session.succeed('addOrderProducts', 'fill the guest cart', {
    params,
    body: { products: [{ id: product.id, quantity: 1, choices: [] }] },
  });
  await session.succeed('setOrderCustomFields', "the guest's contact details", {
    params,
    body: {
      fields: { first_name: 'Guest', last_name: 'Walk', email: 'guest@example.com', phone: '7045550199' },
    },
  });
  const card = await session.succeed<PaymentToken>('createOrderPaymentToken', "the guest's card token", {
    params,
  });
  const cart = await session.succeed<Order>('getOrder', 'an open guest cart by its id alone', { params });
  if (!card.data || !cart.data) return undefined;
  const bound = await session.raw({
    method: 'POST',
    path: bindingPath,
    body: {
      token: card.data.token,
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      zip: '28202',
    },
  });
  if (bound.status !== 200 || !bound.bodyText.includes('"approved"')) {
    session.skip("a guest's order", `the payment provider did not bind the card (${bound.status})`);
    return undefined;
  }
  const placed = await session.succeed<SubmitResult>('submitOrder', 'the guest places the order', {
    params,
    body: {
      usertype: 'guest',
      payments: [{ type: 'creditcard', amount: cart.data.totals.total, token: card.data.token }],
    },
    headers: { 'Idempotency-Key': `conformance-guest-${created.data.id}` },
  });
  return placed.data;
}

export async function walkOwnership(session: WalkSession, state: WalkState): Promise<void> {
  const { submitted, token } = state;
  const other = await strangerToken(session);
  const anotherMember: Stranger = { who: "with another member's token", token: other };

  const guest = await placeGuestOrder(session, state);
  if (guest) {
    const id = guest.order.id;
    const secret = guest.guest_secret;
    if (!secret) session.breaksPromise('submitOrder', 'the guest places the order', 'no guest_secret');
    await refusesStrangers(session, id, "a guest's placed order", [
      { who: 'without its secret' },
      { who: 'with a wrong secret', headers: { [SECRET]: 'gs_not-the-guests-secret' } },
      { ...anotherMember, who: "with a member's token and no secret" },
    ]);
    const headers = { [SECRET]: secret ?? '' };
    await session.succeed('getOrder', 'the guest reads their placed order with its secret', {
      params: { id },
      headers,
    });
    await session.succeed('getOrderStatus', 'the guest follows it with its secret', {
      params: { id },
      headers,
    });
  }

  if (!submitted) return session.skip("the member's order", 'the order was not placed');
  await refusesStrangers(session, submitted.id, "the member's placed order", [
    { who: 'without a token' },
    anotherMember,
  ]);
  await session.succeed('getOrder', 'the member reads their placed order', {
    params: { id: submitted.id },
    token,
  });
}
