import { HttpResponse } from 'msw';
import type { Member, Payment, SubmitPayment } from '../../src/api/generated/model';
import { PAYMENT_MESSAGES } from '../domain/payments';
import { fail } from '../handlers/http';
import { cardVault } from './card-vault';
import { DECLINE_MESSAGES } from './test-cards';

/** The contract's code of a declined card (submitOrder's 422): the message is the provider's. */
export const CARD_DECLINED_CODE = 'card_declined';

const nextId = (ids: readonly number[], floor: number): number => Math.max(floor, ...ids) + 1;

/**
 * Charges each new-card payment (a one-time token) at the provider: a token without a card is
 * refused, a test card that declines answers 422 `card_declined` with the provider's reason and message, and
 * the token is spent either way. Answers the saved payments to add for the cards a member asked to
 * save (`save: true`).
 */
export async function chargeNewCards(
  payments: readonly SubmitPayment[],
  member: Member | undefined,
  at: Date,
): Promise<Payment[]> {
  const saved: Payment[] = [];
  const known = member?.payments ?? [];
  for (const payment of payments) {
    if (payment.token === undefined) continue;
    const card = await cardVault().charge(payment.token, at);
    if (!card) fail(422, PAYMENT_MESSAGES.noCard);
    if (card.outcome !== 'approved') {
      throw HttpResponse.json(
        [{ message: DECLINE_MESSAGES[card.outcome], code: CARD_DECLINED_CODE, reason: card.outcome }],
        {
          status: 422,
        },
      );
    }
    if (member && payment.save) {
      const all = [...known, ...saved];
      saved.push({
        id: nextId(
          all.map((entry) => entry.id),
          70,
        ),
        account: {
          id: nextId(
            all.map((entry) => entry.account.id),
            880_000,
          ),
          type: 'creditcard',
          cardtype: card.brand,
          cardsuffix: card.last4,
          expiration: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
        },
        default: false,
      });
    }
  }
  return saved;
}
