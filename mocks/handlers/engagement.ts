import type { ContentCard, Member } from '../../src/api/generated/model';
import {
  getDismissEngagementCardMockHandler,
  getListEngagementCardsMockHandler,
  getLogEngagementEventMockHandler,
  getMarkEngagementCardViewedMockHandler,
} from '../../src/api/generated/endpoints/engagement/engagement.msw';
import { LogEngagementEventBody } from '../../src/api/generated/zod/engagement/engagement.zod';
import { now } from '../clock';
import { dbFor } from '../db/context';
import type { MockDatabase, StoredContentCard } from '../db/database';
import { menuLanguageOf, type MenuLanguage } from '../domain/menu-language';
import { readValidBody } from '../domain/validation';
import { SPANISH_CARD_TEXT } from '../seed/content-cards-spanish';
import { fail, memberFor } from './http';

/**
 * The engagement stand-in (openapi/paths/engagement.yaml): what the customer-engagement SDK does
 * when the build has no key. A viewer sees the public cards (no `member_id`) and, signed in, their
 * own; dismissing removes the card, and events are kept in a log. One state per card, not per viewer.
 */

const isVisibleTo = (card: StoredContentCard, member: Member | undefined, at: Date): boolean =>
  (card.member_id === null || card.member_id === member?.id) &&
  (card.expires === null || card.expires === undefined || new Date(card.expires) >= at);

const toContentCard = ({ member_id: _member, ...card }: StoredContentCard): ContentCard => card;

/**
 * A card in the language asked for, as a multi-language card of the engagement service: its Spanish
 * version when it has one, else the English one marked `language: 'en'`.
 */
function inLanguage(card: ContentCard, language: MenuLanguage): ContentCard {
  if (language === 'en') return card;
  const spanish = SPANISH_CARD_TEXT[card.title];
  return spanish ? { ...card, ...spanish } : { ...card, language: 'en' };
}

function visibleCard(db: MockDatabase, member: Member | undefined, id: string): StoredContentCard {
  const card = db.contentCards.findFirst((q) => q.where({ id }));
  if (!card || !isVisibleTo(card, member, now())) fail(404, `No content card with id ${id}.`);
  return card;
}

const cardIdOf = (params: Record<string, string | readonly string[] | undefined>): string =>
  String(params.cardId);

const listEngagementCards = getListEngagementCardsMockHandler(({ request }) => {
  const db = dbFor(request);
  const member = memberFor(request, db);
  const at = now();
  return db.contentCards
    .all()
    .filter((card) => isVisibleTo(card, member, at))
    .sort((a, b) => b.created.localeCompare(a.created))
    .map((card) => inLanguage(toContentCard(card), menuLanguageOf(request)));
});

const markEngagementCardViewed = getMarkEngagementCardViewedMockHandler(async ({ request, params }) => {
  const db = dbFor(request);
  const card = visibleCard(db, memberFor(request, db), cardIdOf(params));
  const viewed = await db.contentCards.update((q) => q.where({ id: card.id }), {
    data: (draft) => void (draft.viewed = true),
  });
  return toContentCard(viewed ?? card);
});

const dismissEngagementCard = getDismissEngagementCardMockHandler(({ request, params }) => {
  const db = dbFor(request);
  const card = visibleCard(db, memberFor(request, db), cardIdOf(params));
  db.contentCards.delete((q) => q.where({ id: card.id }));
  return { success: true };
});

const logEngagementEvent = getLogEngagementEventMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const member = memberFor(request, db);
  const event = await readValidBody(request, LogEngagementEventBody);
  await db.engagementEvents.create({
    ...event,
    id: db.engagementEvents.count() + 1,
    member_id: member?.id ?? null,
    received: now().toISOString(),
  });
  return { success: true };
});

export const engagementHandlers = [
  listEngagementCards,
  markEngagementCardViewed,
  dismissEngagementCard,
  logEngagementEvent,
];
