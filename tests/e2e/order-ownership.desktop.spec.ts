import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { DEMO_MEMBER, SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { continueAsGuest } from './support/guest-checkout';
import { hostedCardForm, TEST_CARDS, typeCard } from './support/hosted-card-form';
import { startWithSeededCart } from './support/seeded-cart';

/**
 * A placed order belongs to whoever placed it. The guest who placed it reaches it after a
 * reload with the secret the submit answered; anyone else, with no secret, a wrong one or another
 * member's token, gets the same 404 as an unknown id, and can neither read nor cancel it.
 */
test('a guest reaches their placed order after a reload; a stranger gets 404 and cannot cancel it', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ 'x-mock-session': randomUUID() });
  await startWithSeededCart(page, { member: false });
  await page.goto('/order/checkout');
  await continueAsGuest(page);
  await expect(hostedCardForm(page).getByLabel('Card number')).toBeEditable();
  await typeCard(page, TEST_CARDS.approves);
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Are these details correct?' })
    .getByRole('button', { name: 'Place Order' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${SEEDED_CART_ORDER_ID}$`));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();

  const secret = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('order') ?? 'null') as {
          value?: { state?: { placed?: { secret?: string } } };
        }
      )?.value?.state?.placed?.secret,
  );
  expect(secret).toMatch(/^gs_[0-9a-f]{32}$/);

  // The same backend (this test's mock session), asked by others: the order's existence is not revealed.
  const order = `/api/v1/orders/${SEEDED_CART_ORDER_ID}`;
  const unknown = `/api/v1/orders/${randomUUID()}`;
  const unknownBody = await (await page.request.get(unknown)).json();
  // A member signed in on the same backend: a valid token, but not the order's owner.
  const signIn = await page.request.post('/api/v1/members/signin', {
    data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, recaptcha: 'ok' },
  });
  expect(signIn.ok()).toBe(true);
  const memberToken = ((await signIn.json()) as { tokens: { access: { token: string } } }).tokens.access
    .token;
  const strangers = {
    'no secret': {},
    'a wrong secret': { 'x-order-secret': `gs_${'0'.repeat(32)}` },
    "a member's token": { authorization: `Bearer ${memberToken}` },
  };
  for (const [who, headers] of Object.entries(strangers)) {
    const read = await page.request.get(order, { headers });
    expect(read.status(), who).toBe(404);
    expect(JSON.stringify(await read.json()), who).toBe(
      JSON.stringify(unknownBody).replace(unknown.split('/').pop() ?? '', SEEDED_CART_ORDER_ID),
    );
    expect((await page.request.delete(order, { headers })).status(), who).toBe(404);
  }
  const owner = await page.request.get(order, { headers: { 'x-order-secret': secret ?? '' } });
  expect(owner.status()).toBe(200);
  expect(await owner.json()).toMatchObject({ id: SEEDED_CART_ORDER_ID, status: 'submitted' });
});
