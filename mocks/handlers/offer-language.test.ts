// @vitest-environment node
import { ListMemberOffersResponse } from '../../src/api/generated/zod/members/members.zod';
import {
  ApplyOrderRewardsResponse,
  ListOrderRewardsResponse,
} from '../../src/api/generated/zod/rewards/rewards.zod';
import { translateWalletOffer } from '../domain/offer-language';
import { mockBackend } from '../node';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER, SEEDED_CART_ORDER_ID } from '../seed/constants';
import { call, okBody } from './testing/api';

const token = DEMO_ACCESS_TOKEN;
const spanish = { 'Accept-Language': 'es-US,es;q=0.9' };

async function wallet(headers: Record<string, string> = {}) {
  const answer = okBody(
    await call('GET', '/members/offers/all', { token, headers }),
    ListMemberOffersResponse,
  );
  if (!('offers' in answer)) throw new Error(`the wallet answered status ${answer.status}`);
  return answer.offers;
}

describe('wallet offers in the request’s language (Accept-Language)', () => {
  beforeEach(() => mockBackend.reset({ cart: 'full', signedIn: true }));
  afterAll(() => mockBackend.reset());

  it('answers the member’s wallet in Spanish for es, the catering marker kept, and English otherwise', async () => {
    const english = await wallet();
    const inSpanish = await wallet(spanish);
    const byId = new Map(inSpanish.map((offer) => [offer.id, offer]));

    expect(english.find((offer) => offer.id === 'offer-3-off')).toMatchObject({
      label: '$3 Off Your Order',
      description: 'Take $3 off any order of $10 or more.',
    });
    expect(byId.get('offer-3-off')).toMatchObject({
      label: '$3 de descuento en tu pedido',
      description: 'Ahorra $3 en cualquier pedido de $10 o más.',
    });
    expect(byId.get('offer-catering-15-off')?.label).toBe(
      'Catering - $15 de descuento en tu pedido de catering',
    );
    // Every seeded offer has its Spanish: no label or description comes back as it was.
    for (const offer of english) {
      expect(byId.get(offer.id)?.label, offer.id).not.toBe(offer.label);
      expect(byId.get(offer.id)?.description, offer.id).not.toBe(offer.description);
    }
    // Only texts change: ids, codes, status and dates are the same.
    expect(inSpanish.map(({ id, cred, status, expires }) => ({ id, cred, status, expires }))).toEqual(
      english.map(({ id, cred, status, expires }) => ({ id, cred, status, expires })),
    );
  });

  it('names the offers usable on an order, and those applied to it, in Spanish for es', async () => {
    const usable = okBody(
      await call('GET', `/orders/${SEEDED_CART_ORDER_ID}/rewards`, { token, headers: spanish }),
      ListOrderRewardsResponse,
    );
    expect(usable.rewards.map((offer) => offer.label)).toContain('$3 de descuento en tu pedido');

    const applied = okBody(
      await call('PUT', `/orders/${SEEDED_CART_ORDER_ID}/rewards`, {
        token,
        headers: spanish,
        body: { memberid: DEMO_MEMBER.id, references: ['offer-3-off'] },
      }),
      ApplyOrderRewardsResponse,
    );
    expect(applied.rewards).toEqual([
      expect.objectContaining({ id: 'offer-3-off', label: '$3 de descuento en tu pedido' }),
    ]);
  });

  it('answers an offer it has no Spanish for in English, and says so', () => {
    const offer = { label: 'Bring a Friend', description: 'A second combo for $1.' };
    expect(translateWalletOffer(offer, 'es')).toEqual({ ...offer, language: 'en' });
    expect(translateWalletOffer(offer, 'en')).toEqual(offer);
  });
});
