// @vitest-environment node
import type { Member } from '../../src/api/generated/model';
import { confirmationNumber, issuePaymentToken, PAYMENT_MESSAGES, paymentProblem } from './payments';

const member: Member = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  optin: false,
  optin_sms: false,
  payments: [
    { id: 1, account: { id: 10, type: 'creditcard', cardsuffix: '1111' }, default: true },
    { id: 2, account: { id: 11, type: 'creditcard', cardsuffix: '0002' }, default: false },
  ],
};
const now = new Date('2026-02-16T17:00:00Z');
const ORDER = '3f2b8c1e-5d4a-4e7b-9a61-0c8d2e4f7a19';
const OTHER_ORDER = '9d0c6b2a-1e4f-4a7b-8c3d-5e6f7a8b9c0d';
const card = (amount: number, account_id = 10) => ({ type: 'creditcard' as const, amount, account_id });

describe('payments', () => {
  it('pays the exact total with saved cards, split or not', () => {
    expect(paymentProblem([card(10.5)], 10.5, member, ORDER, now)).toBeUndefined();
    expect(paymentProblem([card(0.1), card(0.2)], 0.3, member, ORDER, now)).toBeUndefined();
    expect(paymentProblem([card(10)], 10.5, member, ORDER, now)).toBe(PAYMENT_MESSAGES.mismatch(10, 10.5));
    expect(paymentProblem([card(10.5, 11)], 10.5, member, ORDER, now)).toBe(PAYMENT_MESSAGES.declined);
    expect(paymentProblem([{ type: 'creditcard', amount: 10.5 }], 10.5, member, ORDER, now)).toBe(
      PAYMENT_MESSAGES.missing,
    );
  });

  it('takes a card token of this order until it expires', () => {
    const { token, expires } = issuePaymentToken(ORDER, now);
    expect(expires).toBe('2026-02-16T17:15:00.000Z');
    const withToken = [{ type: 'creditcard' as const, amount: 5, token }];
    expect(paymentProblem(withToken, 5, member, ORDER, now)).toBeUndefined();
    expect(paymentProblem(withToken, 5, member, OTHER_ORDER, now)).toBe(PAYMENT_MESSAGES.badToken);
    expect(paymentProblem(withToken, 5, member, ORDER, new Date('2026-02-16T17:16:00Z'))).toBe(
      PAYMENT_MESSAGES.badToken,
    );
  });

  it('gives a stable confirmation number', () => {
    expect(confirmationNumber(ORDER)).toBe('CK3F2B8C1E');
  });
});
