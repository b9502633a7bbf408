// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER, MENU_IDS, SEEDED_CART_ORDER_ID } from './seed';
import { COUPON_CODES } from './seed/coupons';
import { mockServerProcess, realFetch } from './testing/mock-server-process';

/**
 * The bar of probes: over HTTP, as the site and QA reach `npm run mock:server`, each thing a real
 * ordering API refuses is refused here too, with the answer such an API gives. Finer cases live
 * beside each handler; the session eviction (mocks/runtime/session-databases.test.ts), the loopback
 * default (request-guards.test.ts) and the site's Secure cookies (src/lib/cookies.test.ts) are
 * proven there, being no single request's answer.
 */

const mockServer = mockServerProcess();
beforeAll(() => mockServer.start(), 60_000);
afterAll(() => mockServer.stop());

/** A session of its own per probe, in the scenario named, as a tester's browser would be. */
function session(scenario = 'default') {
  const headers = { 'X-Mock-Session': `probe-${randomUUID()}`, 'X-Mock-Scenario': scenario };
  return (path: string, init: RequestInit & { token?: string } = {}) =>
    realFetch(`${mockServer.base}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...headers,
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
    });
}

const json = (body: unknown) => JSON.stringify(body);

describe('the mock backend refuses what a real backend would', () => {
  it("1. takes no member's reward code as a promo code, from a guest", async () => {
    const guest = session('guest-full-cart');
    const coupon = (code: string) =>
      guest(`/api/v1/orders/${SEEDED_CART_ORDER_ID}/coupon`, { method: 'PUT', body: json({ code }) });
    const reward = await coupon('REWARD5');
    expect(reward.status).toBe(400);
    expect(await reward.json()).toEqual([{ message: '[200] Code is invalid' }]);
    expect((await coupon(COUPON_CODES.valid)).status).toBe(200);
  });

  it('2. binds no card to a payment token the API did not issue', async () => {
    const forged = await session()('/__mock/payments/tokens', {
      method: 'POST',
      body: json({
        token: `pt_${'1'.repeat(40)}`,
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
        zip: '28202',
      }),
    });
    expect(await forged.json()).toMatchObject({ status: 'failed' });
  });

  it("4. answers a member's open cart without their token without their cards or contact, and keeps it from changes", async () => {
    const anyone = session('member-full-cart');
    const cart = (await (await anyone(`/api/v1/orders/${SEEDED_CART_ORDER_ID}`)).json()) as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(cart)).not.toContain(DEMO_MEMBER.email);
    expect(cart).not.toHaveProperty('billing.accounts.0');
    const custom = await anyone(`/api/v1/orders/${SEEDED_CART_ORDER_ID}/custom`, {
      method: 'PUT',
      body: json({ fields: { first_name: 'Mallory' } }),
    });
    expect(custom.status).toBe(401);
  });

  it("5. keeps a guest's dismissal of a content card to that guest", async () => {
    const shared = session('member');
    const cardsOf = async (init: { token?: string; headers?: Record<string, string> }) =>
      ((await (await shared('/api/v1/engagement/cards', init)).json()) as Array<{ id: string }>).map(
        ({ id }) => id,
      );
    const memberBefore = await cardsOf({ token: DEMO_ACCESS_TOKEN });
    const guest = { headers: { 'X-Device-Id': 'probe-guest-device' } };
    const [first] = await cardsOf(guest);
    expect(first).toBeDefined();
    expect(
      (await shared(`/api/v1/engagement/cards/${first}/dismissed`, { method: 'POST', ...guest })).status,
    ).toBe(200);
    expect(await cardsOf(guest)).not.toContain(first);
    expect(await cardsOf({ token: DEMO_ACCESS_TOKEN })).toEqual(memberBefore);
  });

  it('6. answers 415 to JSON sent under another content type', async () => {
    const answer = await session()('/api/v1/members/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: json({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, recaptcha: 'ok' }),
    });
    expect(answer.status).toBe(415);
  });

  it('7. answers 400 to a mock clock no calendar holds and 405 to a method no API uses, never 500', async () => {
    const probe = session();
    for (const clock of ['9999-12-31T23:59:59Z', '+275760-09-13T00:00:00Z', '-000001-01-01T00:00:00Z']) {
      const answer = await probe(`/api/v1/menus/${MENU_IDS.regular}`, { headers: { 'X-Mock-Clock': clock } });
      expect(answer.status, clock).toBe(400);
    }
    // TRACE itself, which fetch cannot send, is probed over a bare socket in server.test.ts.
    const unused = await probe('/api/v1/locations', { method: 'PROPFIND' });
    expect(unused.status).toBe(405);
    expect(await unused.text()).not.toMatch(/at .+\.ts:\d+/);
  });

  it('8. refuses guessable credentials and stops password guessing', async () => {
    const probe = session();
    const sso = await probe('/api/v1/members/sso', {
      method: 'POST',
      body: json({ code: `sso-${DEMO_MEMBER.id}` }),
    });
    expect(sso.status).toBe(401);
    await probe('/api/v1/members/forgotpassword', {
      method: 'POST',
      body: json({ email: DEMO_MEMBER.email, recaptcha: 'ok' }),
    });
    const reset = await probe('/api/v1/members/resetpassword', {
      method: 'POST',
      body: json({ email: DEMO_MEMBER.email, token: `reset-${DEMO_MEMBER.id}`, password: 'Guessed-2026!' }),
    });
    expect(reset.status).toBe(400);
    const signIn = async (password: string) =>
      (await (
        await probe('/api/v1/members/signin', {
          method: 'POST',
          body: json({ email: DEMO_MEMBER.email, password, recaptcha: 'ok' }),
        })
      ).json()) as { status: number };
    for (let guess = 0; guess < 5; guess++) expect((await signIn(`guess-${guess}`)).status).toBe(401);
    expect((await signIn(DEMO_MEMBER.password)).status).toBe(423);
  });
});
