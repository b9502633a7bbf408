import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { isSafeRedirect } from '../../../lib/safe-redirect';
import { useSessionStore } from '../../../stores';

/**
 * `/account/login?redirect=/order/checkout` keeps where to go after signing in. Only a same-origin
 * path is kept; any other value (`https://…`, `//host`, `javascript:`) is ignored, and the stored
 * redirect stays as it was.
 */
export function useRedirectFromQuery(): void {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  useEffect(() => {
    if (isSafeRedirect(redirect)) useSessionStore.getState().setRedirect(redirect);
  }, [redirect]);
}
