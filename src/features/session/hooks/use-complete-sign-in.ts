import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { getGetMemberQueryOptions } from '../../../api/generated/endpoints/members/members';
import type { Member, Tokens } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { toSessionToken, useSessionStore, useUiStore } from '../../../stores';
import { isProfileIncomplete } from '../profile-validation';
import { ForeignProviderError } from '../session-errors';

export interface CompleteSignInOptions {
  /**
   * Single sign-on may leave the profile without a name or phone: then go to /account/complete
   * first, keeping the stored redirect for after it.
   */
  completeProfile?: boolean;
}

/**
 * SPEC §4 "Session": keeps the tokens, fetches the member, then goes to the stored redirect or
 * /account (same-origin paths only: the store keeps nothing else). Tokens from another auth
 * provider are refused (SPEC §3) with a `ForeignProviderError`.
 */
export function useCompleteSignIn(): (tokens: Tokens, options?: CompleteSignInOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  return useCallback(
    async (tokens: Tokens, { completeProfile = false }: CompleteSignInOptions = {}) => {
      if (!useSessionStore.getState().signIn(toSessionToken(tokens))) {
        throw new ForeignProviderError(`Tokens from provider '${tokens.access.provider}' are not accepted.`);
      }
      let member: Member | undefined;
      try {
        // staleTime 0: never the member of an earlier session.
        member = await queryClient.query({ ...getGetMemberQueryOptions(), staleTime: 0 });
      } catch (error) {
        // The member is signed in all the same; the pages that need the profile ask again.
        console.error('Fetching the member after sign-in failed.', error);
      }
      useUiStore.getState().setSessionExpired(false);
      const mustComplete = completeProfile && member !== undefined && isProfileIncomplete(member);
      navigate(mustComplete ? paths.accountComplete.href() : useSessionStore.getState().takeRedirect(), {
        replace: true,
      });
    },
    [queryClient, navigate],
  );
}
