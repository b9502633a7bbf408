import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useExpansionMarketStore } from '../../../stores';

/**
 * The expansion market a page shows: the one its address names (`?market=`, so a link can be
 * shared), which then becomes the visitor's choice, else the one chosen before.
 */
export function useMarket(): string | null {
  const named = new URLSearchParams(useSearch()).get('market');
  const chosen = useExpansionMarketStore((state) => state.market);
  const chooseMarket = useExpansionMarketStore((state) => state.chooseMarket);
  useEffect(() => {
    if (named !== null) chooseMarket(named);
  }, [named, chooseMarket]);
  return named ?? chosen;
}

/** An address of the expansion menu that names its market. */
export const withMarket = (path: string, market: string): string =>
  `${path}?${new URLSearchParams({ market }).toString()}`;
