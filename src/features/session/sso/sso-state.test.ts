import fc from 'fast-check';
import { SESSION_STORAGE_KEYS, SSO_STATE_TTL_MS } from '../../../config/client-state';
import { storedText } from '../../../testing/stored-text-arbitrary';
import { rememberSsoState, takeSsoState } from './sso-state';

describe('the single sign-on state', () => {
  it('keeps a new random state in sessionStorage and gives it back once', () => {
    const state = rememberSsoState();

    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.ssoState)).toContain(state);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.ssoState)).toBeNull();
    expect(takeSsoState()).toBe(state);
    expect(takeSsoState()).toBeUndefined();
  });

  it('starts a different state each time', () => {
    expect(rememberSsoState()).not.toBe(rememberSsoState());
  });

  it('forgets a state older than its lifetime', () => {
    const state = rememberSsoState();
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.ssoState) ?? '{}') as {
      expires: number;
    };
    sessionStorage.setItem(
      SESSION_STORAGE_KEYS.ssoState,
      JSON.stringify({ value: state, expires: stored.expires - SSO_STATE_TTL_MS - 1 }),
    );

    expect(takeSsoState()).toBeUndefined();
  });

  it('answers nothing when the browser refuses storage', () => {
    expect(rememberSsoState(null)).toMatch(/^[0-9a-f-]{36}$/);
    expect(takeSsoState(null)).toBeUndefined();
  });

  it('never throws, whatever the tab kept under its key, and gives back a state or nothing', () => {
    fc.assert(
      fc.property(storedText(), (raw) => {
        sessionStorage.setItem(SESSION_STORAGE_KEYS.ssoState, raw);
        const state = takeSsoState();
        expect(state === undefined || (typeof state === 'string' && state.length > 0)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
