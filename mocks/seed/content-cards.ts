import type { ContentCardExtrasChannel, ContentCardExtrasFeedType } from '../../src/api/generated/model';
import type { StoredContentCard } from '../db/database';
import { CATERING_LEAD_MINUTES, DEMO_MEMBER, menuImagePath } from './constants';
import { daysAfter } from './seed-dates';

interface CardTemplate {
  id: string;
  channel: ContentCardExtrasChannel;
  feedType: ContentCardExtrasFeedType;
  title: string;
  description: string;
  image: string;
  url: string;
  /** Only the demo member sees it (inbox messages); otherwise everyone. */
  forDemoMember?: boolean;
  /** Only signed-out visitors see it (an invitation to sign in). */
  guestsOnly?: boolean;
  viewed?: boolean;
  /** Days from now; omitted = never expires. */
  expiresInDays?: number;
}

/** Every feed type (SPEC §4: carousel, top alert, offer-screen message, inbox) on every site. */
const CARDS: CardTemplate[] = [
  {
    id: 'card-regular-carousel-bo-berry',
    channel: 'regular',
    feedType: 'homepage_carousel',
    title: 'Bo-Berry Biscuit Month Is Here',
    description: 'Sweet, blueberry and iced: get one with any breakfast.',
    image: 'bo-berry-biscuit',
    url: '/biscuit-month',
    expiresInDays: 30,
  },
  {
    id: 'card-regular-carousel-family',
    channel: 'regular',
    feedType: 'homepage_carousel',
    title: 'Feed the Family for Under $40',
    description: 'The 12-Piece Family Meal comes with four large sides.',
    image: '12-piece-family-meal-after-10-30',
    url: '/menu',
    viewed: true,
  },
  {
    id: 'card-regular-alert-hours',
    channel: 'regular',
    feedType: 'top_alert',
    title: 'Bone-in chicken and dinners are served from 10:30 AM.',
    description: 'Order ahead and skip the line.',
    image: '2-piece-dinner-after-10-30',
    url: '/order',
  },
  {
    id: 'card-regular-offer-screen',
    channel: 'regular',
    feedType: 'offer_screen_message',
    title: 'More rewards are on the way',
    description: 'Keep ordering to unlock free Sweet Tea and biscuits.',
    image: 'free-sweet-tea-rewards',
    url: '/offers',
  },
  {
    id: 'card-regular-inbox-tea',
    channel: 'regular',
    feedType: 'inbox',
    title: 'Your free Sweet Tea is waiting',
    description: 'Add a Free Sweet Tea (Rewards) to your next order.',
    image: 'legendary-sweet-tea',
    url: '/account/offers',
    forDemoMember: true,
    expiresInDays: 14,
  },
  {
    id: 'card-regular-inbox-welcome',
    channel: 'regular',
    feedType: 'inbox',
    title: 'Welcome to the family, Bo!',
    description: 'Thanks for joining. Here is what your account can do.',
    image: 'buttermilk-biscuit',
    url: '/account',
    forDemoMember: true,
    viewed: true,
  },
  {
    id: 'card-catering-carousel-party',
    channel: 'catering',
    feedType: 'homepage_carousel',
    title: 'Party Packs Feed a Crowd',
    description: 'Forty pieces, three large sides and twenty biscuits.',
    image: 'big-party-pack-serves-20',
    url: '/catering',
  },
  {
    id: 'card-catering-alert-notice',
    channel: 'catering',
    feedType: 'top_alert',
    title: `Please order catering at least ${CATERING_LEAD_MINUTES / 60} hours ahead.`,
    description: 'Delivery needs a $150 minimum.',
    image: 'tailgate-party-pack-serves-10',
    url: '/catering',
  },
  {
    id: 'card-catering-offer-screen',
    channel: 'catering',
    feedType: 'offer_screen_message',
    title: 'Catering rewards for your next event',
    description: 'Sign in to see offers for catering orders.',
    image: 'sweet-tea-by-the-gallon',
    url: '/offers',
    viewed: true,
    guestsOnly: true,
  },
  {
    id: 'card-catering-inbox-thanks',
    channel: 'catering',
    feedType: 'inbox',
    title: 'Thanks for catering with us',
    description: 'Your $15 catering reward is ready to use.',
    image: 'chicken-supremes-box-20-pc',
    url: '/offers',
    forDemoMember: true,
    expiresInDays: 21,
  },
  {
    id: 'card-app-carousel-order-ahead',
    channel: 'app',
    feedType: 'homepage_carousel',
    title: 'Order Catering from the App',
    description: 'Schedule pickup or delivery in a few taps.',
    image: 'cookie-tray-24-cookies',
    url: '/order',
  },
  {
    id: 'card-app-alert-update',
    channel: 'app',
    feedType: 'top_alert',
    title: 'Curbside pickup is now available.',
    description: 'Tell us your car at checkout.',
    image: 'dozen-buttermilk-biscuits',
    url: '/order/checkout',
    viewed: true,
  },
  {
    id: 'card-app-offer-screen',
    channel: 'app',
    feedType: 'offer_screen_message',
    title: 'Tap an offer to apply it',
    description: 'Offers apply to your current cart.',
    image: 'lemonade-by-the-gallon',
    url: '/offers',
  },
  {
    id: 'card-app-inbox-reminder',
    channel: 'app',
    feedType: 'inbox',
    title: 'Planning an event this weekend?',
    description: 'Reserve your Party Pack today.',
    image: 'tailgate-party-pack-serves-10',
    url: '/catering',
    forDemoMember: true,
  },
];

export function buildContentCards(now: Date): StoredContentCard[] {
  return CARDS.map((card, index) => ({
    id: card.id,
    title: card.title,
    description: card.description,
    image: menuImagePath(card.image),
    url: card.url,
    extras: { feed_type: card.feedType, channel: card.channel },
    viewed: card.viewed ?? false,
    // Newest first in the list order: one day apart.
    created: daysAfter(now, -(index + 1)).toISOString(),
    expires: card.expiresInDays === undefined ? null : daysAfter(now, card.expiresInDays).toISOString(),
    member_id: card.forDemoMember ? DEMO_MEMBER.id : null,
    ...(card.guestsOnly && { guests_only: true }),
  }));
}
