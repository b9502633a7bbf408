import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { getGetMemberQueryOptions } from '../../api/generated/endpoints/members-get-member/members-get-member';
import { createQueryClient } from '../../api/query-client';
import { DEMO_MEMBER, MENU_IDS } from '../../../mocks/seed/constants';
import { server } from '../../../mocks/node';
import { memberOffersQueryOptions } from '../../ordering/use-member-offers';
import { menuQueryOptions } from '../../ordering/use-menu';
import { signInDemoMember } from '../../testing/signed-in-member';
import { restoreStoredQueries } from './restore-stored-queries';
import { storeQueriesAsAnswered } from './store-stored-queries';

const HOUR = 3_600_000;

const menuOptions = menuQueryOptions(MENU_IDS.regular, 'en-US');

/** A page's first visit: its answers come from the backend while the keeper stores them. */
async function firstVisit(fetch: (client: QueryClient) => Promise<unknown>) {
  const client = createQueryClient();
  const stop = storeQueriesAsAnswered(client, () => DEMO_MEMBER.id);
  await fetch(client);
  stop();
  return client;
}

/** The next visit: a new cache, with what was stored put back. */
function nextVisit(memberId: number | undefined, now?: number) {
  const client = createQueryClient();
  restoreStoredQueries(client, memberId, now === undefined ? {} : { now });
  return client;
}

describe('the stored menu, profile and offers (SPEC §4 keys menu, user, offers)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the menu for one hour from its fetch, under the key menu', async () => {
    const first = await firstVisit((client) => client.fetchQuery(menuOptions));
    const fetchedAt = first.getQueryState(menuOptions.queryKey)?.dataUpdatedAt ?? 0;
    expect(localStorage.getItem('menu')).toContain('"expires":' + String(fetchedAt + HOUR));

    const within = nextVisit(undefined, fetchedAt + HOUR - 1);
    expect(within.getQueryData(menuOptions.queryKey)).toEqual(first.getQueryData(menuOptions.queryKey));
    // Fresh for the rest of its hour: no call goes out for it.
    expect(within.getQueryState(menuOptions.queryKey)?.dataUpdatedAt).toBe(fetchedAt);

    const after = nextVisit(undefined, fetchedAt + HOUR);
    expect(after.getQueryData(menuOptions.queryKey)).toBeUndefined();
    expect(localStorage.getItem('menu')).toBeNull();
  });

  it("restoring does not restart the menu's hour", async () => {
    const first = await firstVisit((client) => client.fetchQuery(menuOptions));
    const fetchedAt = first.getQueryState(menuOptions.queryKey)?.dataUpdatedAt ?? 0;
    const restored = nextVisit(undefined, fetchedAt + HOUR / 2);
    storeQueriesAsAnswered(restored, () => undefined)();

    expect(nextVisit(undefined, fetchedAt + HOUR).getQueryData(menuOptions.queryKey)).toBeUndefined();
  });

  it("keeps the signed-in member's profile and status-200 offers, for that member only", async () => {
    await signInDemoMember();
    const offersOptions = memberOffersQueryOptions('en-US');
    const first = await firstVisit(async (client) => {
      await client.fetchQuery(getGetMemberQueryOptions());
      await client.fetchQuery(offersOptions);
    });
    expect(localStorage.getItem('user')).toContain(DEMO_MEMBER.email);

    const same = nextVisit(DEMO_MEMBER.id);
    expect(same.getQueryData(getGetMemberQueryOptions().queryKey)).toEqual(
      first.getQueryData(getGetMemberQueryOptions().queryKey),
    );
    expect(same.getQueryData(offersOptions.queryKey)).toMatchObject({ status: 200 });

    // Another member, or nobody, on this device never sees them, and they are dropped.
    expect(nextVisit(DEMO_MEMBER.id + 1).getQueryData(getGetMemberQueryOptions().queryKey)).toBeUndefined();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stores no offers from an answer other than status 200 (SPEC §7)', async () => {
    await signInDemoMember();
    server.use(
      http.get('*/api/v1/members/offers/all', () =>
        HttpResponse.json({ status: 400, data: [{ message: 'Offers are not available.' }] }),
      ),
    );
    await firstVisit((client) => client.fetchQuery(memberOffersQueryOptions('en-US')));

    expect(localStorage.getItem('offers')).toBeNull();
  });

  it('stores nothing of a member while nobody is signed in', async () => {
    await signInDemoMember();
    const client = createQueryClient();
    const stop = storeQueriesAsAnswered(client, () => undefined);
    await client.fetchQuery(getGetMemberQueryOptions());
    stop();

    expect(localStorage.getItem('user')).toBeNull();
  });

  it('drops a stored entry that is tampered with, for another query, or malformed', async () => {
    const first = await firstVisit((client) => client.fetchQuery(menuOptions));
    const stored = JSON.parse(localStorage.getItem('menu') ?? '{}') as {
      value: { queryKey: unknown[]; data: { categories: unknown } };
    };
    const tampered = [
      { ...stored, value: { ...stored.value, queryKey: ['/api/v1/members/get'] } },
      { ...stored, value: { ...stored.value, data: { ...stored.value.data, categories: 'none' } } },
      { ...stored, expires: null },
    ];
    for (const entry of [...tampered.map((value) => JSON.stringify(value)), '{not json']) {
      localStorage.setItem('menu', entry);
      expect(nextVisit(undefined).getQueryCache().getAll()).toEqual([]);
      expect(localStorage.getItem('menu')).toBeNull();
    }
    expect(first.getQueryData(menuOptions.queryKey)).toBeDefined();
  });

  it("keeps the stored menu over an older answer, such as a prerendered page's", async () => {
    const first = await firstVisit((client) => client.fetchQuery(menuOptions));
    const fetchedAt = first.getQueryState(menuOptions.queryKey)?.dataUpdatedAt ?? 0;
    const stored = localStorage.getItem('menu');
    const prerendered = createQueryClient();
    prerendered.setQueryData(menuOptions.queryKey, first.getQueryData(menuOptions.queryKey), {
      updatedAt: fetchedAt - 60_000,
    });

    storeQueriesAsAnswered(prerendered, () => undefined)();
    expect(localStorage.getItem('menu')).toBe(stored);
  });

  it('leaves a newer answer in the cache as it is', async () => {
    const first = await firstVisit((client) => client.fetchQuery(menuOptions));
    const fetchedAt = first.getQueryState(menuOptions.queryKey)?.dataUpdatedAt ?? 0;
    const client = createQueryClient();
    const stored = first.getQueryData(menuOptions.queryKey);
    if (!stored) throw new Error('the menu was not fetched');
    const newer = { ...stored, name: 'Newer menu' };
    client.setQueryData(menuOptions.queryKey, newer, { updatedAt: fetchedAt + 1 });

    restoreStoredQueries(client, undefined, { now: fetchedAt + 2 });
    expect(client.getQueryData(menuOptions.queryKey)).toEqual(newer);
  });
});
