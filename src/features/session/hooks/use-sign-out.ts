import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { resetClientState } from '../../../stores';

export interface SignOut {
  /** Resolves once the member is signed out here; never rejects. */
  signOut: () => Promise<void>;
  isSigningOut: boolean;
}

/**
 * Signs the member out (`endMemberSession`). Its calls and the member's cached queries load on the
 * first sign-out, not with every page: nearly every visit never signs out.
 */
export function useSignOut(): SignOut {
  const queryClient = useQueryClient();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const inFlight = useRef<Promise<void> | null>(null);

  const signOut = useCallback(() => {
    // A second click while signing out waits for the first instead of calling again.
    inFlight.current ??= (async () => {
      setIsSigningOut(true);
      try {
        const { endMemberSession } = await import('../end-member-session');
        await endMemberSession(queryClient);
      } catch (error) {
        // Its code could not load (offline, say): sign out here all the same, and forget every
        // cached answer, the member's among them.
        console.error('The sign-out code could not load; signing out here.', error);
        resetClientState();
        queryClient.clear();
      }
      setIsSigningOut(false);
      inFlight.current = null;
    })();
    return inFlight.current;
  }, [queryClient]);

  return { signOut, isSigningOut };
}
