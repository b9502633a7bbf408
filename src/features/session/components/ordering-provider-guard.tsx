import { useEffect } from 'react';
import { hasOrderingProviderToken, useSessionStore, type SessionState } from '../../../stores';
import { useSignOut } from '../hooks/use-sign-out';

const hasForeignToken = (state: SessionState): boolean =>
  state.token !== null && !hasOrderingProviderToken(state);

/**
 * SPEC §3: a signed-in token that does not come from the ordering auth provider forces a logout,
 * checked on start-up and whenever the token changes. Mounted once, beside the routes. The session
 * store already refuses such tokens at sign-in and on load; this catches one set any other way.
 * The sign-out itself mounts only then: nearly every page load has nothing to sign out, and setting
 * up its calls costs the start-up several milliseconds of CPU for nothing.
 */
export function OrderingProviderGuard() {
  const mustSignOut = useSessionStore(hasForeignToken);
  return mustSignOut ? <SignOutForeignToken /> : null;
}

function SignOutForeignToken() {
  const { signOut } = useSignOut();

  useEffect(() => {
    console.warn('A token from another auth provider is not accepted; signing out.');
    void signOut();
  }, [signOut]);

  return null;
}
