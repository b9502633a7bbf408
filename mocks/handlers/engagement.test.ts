// @vitest-environment node
import type { ContentCard } from '../../src/api/generated/model';
import { ListEngagementCardsResponse } from '../../src/api/generated/zod/engagement/engagement.zod';
import { pinClock } from '../clock';
import { setDatabaseResolver } from '../db/context';
import type { MockDatabase, StoredContentCard } from '../db/database';
import { server } from '../node';
import { buildContentCards } from '../seed/content-cards';
import { SPANISH_CARD_TEXT, UNTRANSLATED_CARD_TITLE } from '../seed/content-cards-spanish';
import { engagementHandlers } from './engagement';
import { call, parsesAs } from './testing/api-call';
import { FIXTURE_NOW, JANE, OTHER, createFixtureDatabase } from './testing/member-fixtures';

const card = (
  id: string,
  memberId: number | null,
  extra: Partial<StoredContentCard> = {},
): StoredContentCard => ({
  id,
  title: `Card ${id}`,
  description: 'A card',
  image: null,
  url: '/menu',
  extras: { feed_type: 'inbox', channel: 'regular' },
  viewed: false,
  created: '2026-03-01T12:00:00Z',
  expires: null,
  member_id: memberId,
  ...extra,
});

let db: MockDatabase;

beforeEach(async () => {
  db = await createFixtureDatabase();
  for (const seeded of [
    card('public-alert', null, { extras: { feed_type: 'top_alert' }, created: '2026-03-03T12:00:00Z' }),
    card('jane-inbox', JANE.id, { created: '2026-03-02T12:00:00Z' }),
    card('omar-inbox', OTHER.id),
    card('jane-expired', JANE.id, { expires: '2026-03-01T00:00:00Z' }),
  ]) {
    await db.contentCards.create(seeded);
  }
  setDatabaseResolver(() => db);
  server.use(...engagementHandlers);
  pinClock(FIXTURE_NOW);
});

const idsOf = (body: unknown) =>
  parsesAs(ListEngagementCardsResponse, body).map((each: ContentCard) => each.id);

describe('the engagement stand-in', () => {
  it("lists the member's own and the public cards, newest first, without expired ones", async () => {
    const jane = await call('/api/v1/engagement/cards', { token: JANE.token });
    expect(jane.status).toBe(200);
    expect(idsOf(jane.body)).toEqual(['public-alert', 'jane-inbox']);
  });

  it('lists only the public cards for a guest', async () => {
    expect(idsOf((await call('/api/v1/engagement/cards')).body)).toEqual(['public-alert']);
  });

  it('keeps a card for signed-out visitors ("Sign in to see offers…") from members', async () => {
    await db.contentCards.create(
      card('sign-in-invitation', null, { guests_only: true, created: '2026-03-04T12:00:00Z' }),
    );
    expect(idsOf((await call('/api/v1/engagement/cards')).body)).toEqual([
      'sign-in-invitation',
      'public-alert',
    ]);
    const jane = idsOf((await call('/api/v1/engagement/cards', { token: JANE.token })).body);
    expect(jane).toEqual(['public-alert', 'jane-inbox']);
    const body = (await call('/api/v1/engagement/cards')).body as Array<Record<string, unknown>>;
    expect(body[0]).not.toHaveProperty('guests_only');
  });

  it('marks a card viewed, and answers 404 for another member’s card', async () => {
    const seen = await call('/api/v1/engagement/cards/jane-inbox/viewed', {
      method: 'POST',
      token: JANE.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: 'jane-inbox', viewed: true });
    const listed = parsesAs(
      ListEngagementCardsResponse,
      (await call('/api/v1/engagement/cards', { token: JANE.token })).body,
    );
    expect(listed.find((each) => each.id === 'jane-inbox')?.viewed).toBe(true);

    const foreign = await call('/api/v1/engagement/cards/omar-inbox/viewed', {
      method: 'POST',
      token: JANE.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('no longer lists a dismissed card; dismissing it again is 404', async () => {
    const dismissed = await call('/api/v1/engagement/cards/jane-inbox/dismissed', {
      method: 'POST',
      token: JANE.token,
    });
    expect(dismissed.body).toEqual({ success: true });
    expect(idsOf((await call('/api/v1/engagement/cards', { token: JANE.token })).body)).toEqual([
      'public-alert',
    ]);

    const again = await call('/api/v1/engagement/cards/jane-inbox/dismissed', {
      method: 'POST',
      token: JANE.token,
    });
    expect(again.status).toBe(404);
  });

  it('keeps custom events with who sent them, and refuses one without a name', async () => {
    const logged = await call('/api/v1/engagement/events', {
      method: 'POST',
      token: JANE.token,
      body: { kind: 'custom_event', name: 'Add_Product_To_Cart', properties: { Cart_Items: 2 } },
    });
    expect(logged.body).toEqual({ success: true });
    expect(db.engagementEvents.all()).toEqual([
      expect.objectContaining({
        name: 'Add_Product_To_Cart',
        member_id: JANE.id,
        properties: { Cart_Items: 2 },
      }),
    ]);

    const nameless = await call('/api/v1/engagement/events', {
      method: 'POST',
      body: { kind: 'custom_event' },
    });
    expect(nameless.status).toBe(400);
  });

  it('answers 401 for an unknown token', async () => {
    expect((await call('/api/v1/engagement/cards', { token: 'token-nobody' })).status).toBe(401);
  });

  it('keeps a guest’s dismissal and views to that guest: the member and other devices still see the card unread', async () => {
    expect(await call('/api/v1/engagement/cards/public-alert/viewed', { method: 'POST' })).toMatchObject({
      status: 200,
      body: { viewed: true },
    });
    expect(await call('/api/v1/engagement/cards/public-alert/dismissed', { method: 'POST' })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(idsOf((await call('/api/v1/engagement/cards')).body)).toEqual([]);

    const jane = parsesAs(
      ListEngagementCardsResponse,
      (await call('/api/v1/engagement/cards', { token: JANE.token })).body,
    );
    expect(jane.map((each) => each.id)).toEqual(['public-alert', 'jane-inbox']);
    expect(jane[0]?.viewed).toBe(false);
    const otherDevice = await fetch('http://localhost/api/v1/engagement/cards', {
      headers: { 'X-Client': 'web', 'X-Client-Version': '1.4.24', 'X-Device-Id': 'another-device' },
    });
    expect(idsOf(await otherDevice.json())).toEqual(['public-alert']);
  });
});

describe('the engagement stand-in in Spanish (Accept-Language)', () => {
  const cardsIn = async (language: string) => {
    const response = await fetch('http://localhost/api/v1/engagement/cards', {
      headers: { 'X-Client': 'web', 'Accept-Language': language },
    });
    return parsesAs(ListEngagementCardsResponse, await response.json());
  };

  beforeEach(async () => {
    await db.contentCards.create(
      card('seeded-alert', null, {
        title: 'Bone-in chicken and dinners are served from 10:30 AM.',
        description: 'Order ahead and skip the line.',
        created: '2026-03-05T12:00:00Z',
      }),
    );
    await db.contentCards.create(
      card('english-only', null, { title: UNTRANSLATED_CARD_TITLE, created: '2026-03-04T12:00:00Z' }),
    );
  });

  it('answers each card’s Spanish version, and marks one that has none as English', async () => {
    const [alert, englishOnly] = await cardsIn('es-US,es;q=0.9');
    expect(alert).toMatchObject({
      title: 'El pollo con hueso y las cenas se sirven desde las 10:30 a. m.',
      description: 'Ordena con anticipación y evita la fila.',
    });
    expect(alert?.language).toBeUndefined();
    expect(englishOnly).toMatchObject({ title: UNTRANSLATED_CARD_TITLE, language: 'en' });
  });

  it('answers the English cards, unmarked, in English', async () => {
    const [alert, englishOnly] = await cardsIn('en-US');
    expect(alert?.title).toBe('Bone-in chicken and dinners are served from 10:30 AM.');
    expect(alert?.language).toBeUndefined();
    expect(englishOnly?.language).toBeUndefined();
  });

  it('has a Spanish version of every seeded card but the one left English on purpose', () => {
    const untranslated = buildContentCards(new Date(FIXTURE_NOW))
      .map((seeded) => seeded.title)
      .filter((title) => !(title in SPANISH_CARD_TEXT));
    expect(untranslated).toEqual([UNTRANSLATED_CARD_TITLE]);
  });
});
