import { writePersisted } from '../lib/persisted-state';
import { ORDERING_PROVIDER, SESSION_STORAGE_KEYS, STORAGE_KEYS } from '../config/client-state';
import {
  createSessionStore,
  hasOrderingProviderToken,
  selectAccessToken,
  selectIsSignedIn,
} from './session-store';
import { toSessionToken, type SessionToken } from './session-token';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1, 12);
const clock = () => start;

const memberToken: SessionToken = {
  access: 'access-5001-1',
  ordering: 'ordering-5001-1',
  memberId: 5001,
  provider: ORDERING_PROVIDER,
  expires: new Date(start + 30 * DAY).toISOString(),
};

const storeSession = (state: unknown) =>
  writePersisted(STORAGE_KEYS.session, { state, version: 0 }, { now: start });

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out, with account creation offered', () => {
    const state = createSessionStore({ clock }).getState();

    expect(state).toMatchObject({ token: null, guestUser: false, createAccount: true, redirect: null });
    expect(selectIsSignedIn(state)).toBe(false);
  });

  it('signs in with a token from the ordering provider and keeps it for the next visit', () => {
    expect(createSessionStore({ clock }).getState().signIn(memberToken)).toBe(true);

    const nextVisit = createSessionStore({ clock }).getState();
    expect(nextVisit.token).toEqual(memberToken);
    expect(hasOrderingProviderToken(nextVisit)).toBe(true);
    expect(selectAccessToken(nextVisit)).toBe('access-5001-1');
  });

  it('refuses a token that does not come from the ordering auth provider, which signs out', () => {
    const store = createSessionStore({ clock });
    store.getState().signIn(memberToken);

    expect(store.getState().signIn({ ...memberToken, provider: 'olo' })).toBe(false);
    expect(store.getState().token).toBeNull();
    expect(hasOrderingProviderToken(store.getState())).toBe(false);
  });

  it('signs out on start-up when the stored token comes from another provider', () => {
    storeSession({ token: { ...memberToken, provider: 'olo' }, redirect: null });

    expect(createSessionStore({ clock }).getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it("keeps the token only until the token's own expiry", () => {
    createSessionStore({ clock }).getState().signIn(memberToken);
    const expiry = start + 30 * DAY;

    expect(createSessionStore({ clock: () => expiry - 1 }).getState().token).toEqual(memberToken);
    expect(createSessionStore({ clock: () => expiry }).getState().token).toBeNull();
  });

  it('keeps a token without an expiry until sign-out', () => {
    const { expires: _expires, ...withoutExpiry } = memberToken;
    createSessionStore({ clock }).getState().signIn(withoutExpiry);

    expect(createSessionStore({ clock: () => start + 365 * DAY }).getState().token).toEqual(withoutExpiry);
  });

  it('takes the tokens as the members calls answer them', () => {
    const token = toSessionToken({
      access: { token: 'access-5001-1', provider: 'ordering', expires: memberToken.expires },
      ordering: { access: { token: 'ordering-5001-1' } },
      memberid: 5001,
    });

    expect(token).toEqual(memberToken);
  });

  it('signs out: forgets the token, the redirect and the guest choices', () => {
    const store = createSessionStore({ clock });
    store.getState().signIn(memberToken);
    store.getState().setRedirect('/order/checkout');
    store.getState().setCreateAccount(false);
    store.getState().signOut();

    expect(store.getState()).toMatchObject({
      token: null,
      redirect: null,
      createAccount: true,
      guestUser: false,
    });
    expect(createSessionStore({ clock }).getState().token).toBeNull();
  });

  it('returns to the stored redirect after sign-in, once', () => {
    const store = createSessionStore({ clock });
    expect(store.getState().setRedirect('/order/checkout')).toBe(true);

    expect(store.getState().takeRedirect()).toBe('/order/checkout');
    expect(store.getState().takeRedirect()).toBe('/account');
  });

  it('keeps the redirect across the identity provider round trip', () => {
    createSessionStore({ clock }).getState().setRedirect('/account/offers');

    expect(createSessionStore({ clock }).getState().redirect).toBe('/account/offers');
  });

  it('refuses a redirect to another origin and forgets the previous one', () => {
    const store = createSessionStore({ clock });
    store.getState().setRedirect('/order');

    expect(store.getState().setRedirect('//evil.example/account')).toBe(false);
    expect(store.getState().redirect).toBeNull();
  });

  it('forgets a tampered stored redirect but stays signed in', () => {
    storeSession({ token: memberToken, redirect: 'javascript:alert(1)' });

    const state = createSessionStore({ clock }).getState();
    expect(state.redirect).toBeNull();
    expect(state.token).toEqual(memberToken);
  });

  it.each([
    ['text that is not JSON', '{"value":'],
    ['a bare token string another app left', 'eyJhbGciOiJIUzI1NiJ9.e30.x'],
    [
      'a token without an access token',
      JSON.stringify({ value: { state: { token: { memberId: 1 } } }, expires: null }),
    ],
    ['a state that is not an object', JSON.stringify({ value: { state: 'signed-in' }, expires: null })],
    ['an expired entry', JSON.stringify({ value: { state: { token: memberToken } }, expires: start - 1 })],
  ])('starts signed out, without throwing, from %s', (_case, raw) => {
    localStorage.setItem(STORAGE_KEYS.session, raw);

    expect(createSessionStore({ clock }).getState().token).toBeNull();
  });

  it('keeps the choice to check out as a guest for the tab, so a reload does not ask again, until sign-in', () => {
    createSessionStore({ clock }).getState().setGuestUser(true);

    const reloaded = createSessionStore({ clock });
    expect(reloaded.getState().guestUser).toBe(true);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.guestCheckout)).toBeNull();

    reloaded.getState().signIn(memberToken);
    expect(createSessionStore({ clock }).getState().guestUser).toBe(false);
  });
});
