import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useChooseLocation } from '../../../ordering/use-choose-location';
import { readDeepLinkQuery } from './deep-link-query';
import { followDeepLinks } from './follow-deep-links';

/**
 * Follows a `?product=` or `?store=` deep link on whatever page it arrives (SPEC §4), once per
 * address: the page under it shows until the link is resolved, then the address is replaced.
 */
export function useDeepLinks(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const chooseLocation = useChooseLocation();
  const followed = useRef<string | null>(null);

  useEffect(() => {
    const query = readDeepLinkQuery(search);
    if (query.product === null && query.store === null) {
      followed.current = null;
      return;
    }
    if (followed.current === search) return;
    followed.current = search;
    void followDeepLinks(query, {
      queryClient,
      chooseLocation,
      replaceWith: (path) => navigate(path, { replace: true }),
    });
  }, [search, navigate, queryClient, chooseLocation]);
}
