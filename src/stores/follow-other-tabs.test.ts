import { CHARLOTTE_UPTOWN } from '../testing/chosen-location';
import { followOtherTabs } from './follow-other-tabs';
import { createLocationStore, useLocationStore } from './location-store';
import { createSessionStore, useSessionStore } from './session-store';

/** What the browser tells this tab when another tab writes `key`. */
function anotherTabWrote(key: string, newValue: string | null) {
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

const token = { access: 'access-5001-1', memberId: 5001, provider: 'ordering' } as const;

describe('followOtherTabs', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = followOtherTabs();
  });
  afterEach(() => stop());

  it('signs this tab out when another tab signs out, and never writes the old token back', () => {
    useSessionStore.getState().signIn(token);
    expect(localStorage.getItem('token')).toContain(token.access);

    anotherTabWrote('token', null);

    expect(useSessionStore.getState().token).toBeNull();
    // Any later change of this tab's session is written with no token in it.
    useSessionStore.getState().setRedirect('/menu');
    expect(localStorage.getItem('token') ?? '').not.toContain(token.access);
  });

  it('signs this tab in when another tab signs in', async () => {
    createSessionStore().getState().signIn(token);

    anotherTabWrote('token', localStorage.getItem('token'));

    await vi.waitFor(() => expect(useSessionStore.getState().token).toMatchObject({ access: token.access }));
  });

  it('takes the location another tab chose', async () => {
    createLocationStore().getState().setLocation(CHARLOTTE_UPTOWN);

    anotherTabWrote('location', localStorage.getItem('location'));

    await vi.waitFor(() => expect(useLocationStore.getState().location?.id).toBe(CHARLOTTE_UPTOWN.id));
  });

  it('stops following once asked to', () => {
    useSessionStore.getState().signIn(token);
    stop();

    anotherTabWrote('token', null);

    expect(useSessionStore.getState().token).toMatchObject({ access: token.access });
  });
});
