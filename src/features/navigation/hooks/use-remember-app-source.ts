import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { COOKIE_NAMES, writeCookie } from '../../../lib/cookies';
import { APP_SOURCE, hasAppSourceQuery } from '../../../stores';

/** SPEC §1: a query `?source=app` sets the cookie `source=app`, checked on every route change. */
export function useRememberAppSource(): void {
  const search = useSearch();
  useEffect(() => {
    if (hasAppSourceQuery(search)) writeCookie(COOKIE_NAMES.source, APP_SOURCE);
  }, [search]);
}
