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
 * own. Viewed and dismissed are kept per viewer, as the SDK keeps them per user: the member, or
 * for a guest the device (`X-Device-Id`). A guest with no device id has no state to keep. Events are
 * kept in a log.
 */

type Viewer = string | undefined;

const viewerOf = (request: Request, member: Member | undefined): Viewer => {
  if (member) return `member-${member.id}`;
  const device = request.headers.get('x-device-id')?.trim();
  return device ? `device-${device}` : undefined;
};

const isVisibleTo = (
  card: StoredContentCard,
  member: Member | undefined,
  viewer: Viewer,
  at: Date,
): boolean =>
  (card.member_id === null || card.member_id === member?.id) &&
  !(card.guests_only && member) &&
  (card.expires === null || card.expires === undefined || new Date(card.expires) >= at) &&
  !(viewer !== undefined && card.dismissed_by?.includes(viewer));

const toContentCard = (
  {
    member_id: _member,
    guests_only: _guestsOnly,
    viewed_by: viewedBy,
    dismissed_by: _dismissed,
    ...card
  }: StoredContentCard,
  viewer: Viewer,
): ContentCard => ({
  ...card,
  viewed: card.viewed || (viewer !== undefined && Boolean(viewedBy?.includes(viewer))),
});

/**
 * A card in the language asked for, as a multi-language card of the engagement service: its Spanish
 * version when it has one, else the English one marked `language: 'en'`.
 */
function inLanguage(card: ContentCard, language: MenuLanguage): ContentCard {
  if (language === 'en') return card;
  const spanish = SPANISH_CARD_TEXT[card.title];
  return spanish ? { ...card, ...spanish } : { ...card, language: 'en' };
}

function visibleCard(
  db: MockDatabase,
  member: Member | undefined,
  viewer: Viewer,
  id: string,
): StoredContentCard {
  const card = db.contentCards.findFirst((q) => q.where({ id }));
  if (!card || !isVisibleTo(card, member, viewer, now())) fail(404, `No content card with id ${id}.`);
  return card;
}

const cardIdOf = (params: Record<string, string | readonly string[] | undefined>): string =>
  String(params.cardId);

const listEngagementCards = getListEngagementCardsMockHandler(({ request }) => {
  const db = dbFor(request);
  const member = memberFor(request, db);
  const viewer = viewerOf(request, member);
  const at = now();
  return db.contentCards
    .all()
    .filter((card) => isVisibleTo(card, member, viewer, at))
    .sort((a, b) => b.created.localeCompare(a.created))
    .map((card) => inLanguage(toContentCard(card, viewer), menuLanguageOf(request)));
});

/** Adds the viewer to one of the card's per-viewer lists. */
async function markFor(
  db: MockDatabase,
  card: StoredContentCard,
  viewer: Viewer,
  list: 'viewed_by' | 'dismissed_by',
) {
  if (viewer === undefined || card[list]?.includes(viewer)) return card;
  const updated = await db.contentCards.update((q) => q.where({ id: card.id }), {
    data: (draft) => void (draft[list] = [...(draft[list] ?? []), viewer]),
  });
  return updated ?? card;
}

const markEngagementCardViewed = getMarkEngagementCardViewedMockHandler(async ({ request, params }) => {
  const db = dbFor(request);
  const member = memberFor(request, db);
  const viewer = viewerOf(request, member);
  const card = await markFor(db, visibleCard(db, member, viewer, cardIdOf(params)), viewer, 'viewed_by');
  return { ...toContentCard(card, viewer), viewed: true };
});

const dismissEngagementCard = getDismissEngagementCardMockHandler(async ({ request, params }) => {
  const db = dbFor(request);
  const member = memberFor(request, db);
  const viewer = viewerOf(request, member);
  await markFor(db, visibleCard(db, member, viewer, cardIdOf(params)), viewer, 'dismissed_by');
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
