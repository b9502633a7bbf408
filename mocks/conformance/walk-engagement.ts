import type { ContentCard } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import { UNKNOWN_ID, type WalkState } from './walk-state';

/** The engagement stand-in: the member's content cards, an impression, a click and a dismissal. */
export async function walkEngagement(session: WalkSession, state: WalkState): Promise<void> {
  const { token } = state;
  const cards = await session.succeed<ContentCard[]>('listEngagementCards', "the viewer's content cards", {
    token,
  });
  await session.fail('listEngagementCards', 'cards with an unknown token', {
    token: 'conformance-unknown-token',
  });

  const card = cards.data?.find((candidate) => candidate.extras.feed_type === 'inbox') ?? cards.data?.[0];
  await session.fail('markEngagementCardViewed', 'an unknown card seen', {
    params: { cardId: String(UNKNOWN_ID) },
    token,
  });
  await session.fail('dismissEngagementCard', 'an unknown card dismissed', {
    params: { cardId: String(UNKNOWN_ID) },
    token,
  });
  await session.succeed('logEngagementEvent', 'a custom event', {
    body: { kind: 'custom_event', name: 'Add_Product_To_Cart', properties: { Product: 'Biscuit' } },
    token,
  });
  await session.fail('logEngagementEvent', 'an event without a name', {
    body: { kind: 'custom_event' },
    token,
  });
  if (!card) return session.skip('content cards', 'no card to see and dismiss');
  await session.succeed('markEngagementCardViewed', 'a card seen', { params: { cardId: card.id }, token });
  await session.succeed('logEngagementEvent', 'a card clicked', {
    body: { kind: 'card_click', name: card.id },
    token,
  });
  await session.succeed('dismissEngagementCard', 'a card dismissed', { params: { cardId: card.id }, token });
}
