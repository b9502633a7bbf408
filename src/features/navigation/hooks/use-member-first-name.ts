import { useGetMember } from '../../../api/generated/endpoints/members/members';
import { selectIsSignedIn, useSessionStore } from '../../../stores';

/** The signed-in member's first name for the greeting; undefined for guests and while loading. */
export function useMemberFirstName(): string | undefined {
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const { data } = useGetMember({
    query: { enabled: isSignedIn, select: (member) => member.first_name.trim() || undefined },
  });
  return isSignedIn ? data : undefined;
}
