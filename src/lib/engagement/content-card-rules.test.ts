import { cardsOfFeed, isForSite, unreadInboxCount } from './content-card-rules';
import type { EngagementCard } from './engagement-adapter';

const card = (id: string, extras: EngagementCard['extras'], viewed = false): EngagementCard => ({
  id,
  title: id,
  extras,
  viewed,
  created: '2026-01-01T00:00:00.000Z',
});

const cards = [
  card('untagged', { feed_type: 'inbox' }),
  card('regular', { feed_type: 'inbox', channel: 'regular' }),
  card('regular-read', { feed_type: 'inbox', channel: 'regular' }, true),
  card('catering', { feed_type: 'inbox', channel: 'catering' }),
  card('app', { feed_type: 'inbox', channel: 'app' }),
  card('carousel', { feed_type: 'homepage_carousel', channel: 'catering' }),
];

describe('content-card groups (SPEC §4)', () => {
  it('shows a site the cards tagged for it and the untagged ones, never the app’s', () => {
    expect(cardsOfFeed(cards, 'inbox', 'regular').map((each) => each.id)).toEqual([
      'untagged',
      'regular',
      'regular-read',
    ]);
    expect(cardsOfFeed(cards, 'inbox', 'catering').map((each) => each.id)).toEqual(['untagged', 'catering']);
    expect(cardsOfFeed(cards, 'homepage_carousel', 'catering').map((each) => each.id)).toEqual(['carousel']);
    expect(isForSite({ channel: 'app' }, 'regular')).toBe(false);
  });

  it('counts the unread inbox cards of the site', () => {
    expect(unreadInboxCount(cards, 'regular')).toBe(2);
    expect(unreadInboxCount(cards, 'catering')).toBe(2);
    expect(unreadInboxCount(undefined, 'regular')).toBe(0);
  });
});
