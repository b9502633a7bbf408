import { useGetMember } from '../../../api/generated/endpoints/members/members';
import { selectIsSignedIn, useSessionStore } from '../../../stores';
import { normalizeMember } from '../normalize-member';

/**
 * The signed-in member (GET members/get) with the phone normalised (SPEC §3); asks nothing for a
 * guest. Every screen that reads the member reads it through here.
 */
export function useMember() {
  const isSignedIn = useSessionStore(selectIsSignedIn);
  return useGetMember({ query: { enabled: isSignedIn, select: normalizeMember } });
}
