import { useEffect } from 'react';
import type { EngagementCard } from '../../../lib/engagement';

/** SPEC §4: the cards shown are logged as seen (an impression), each once. */
export function useCardImpressions(
  cards: readonly EngagementCard[] | undefined,
  logImpressions: (cardIds: readonly string[]) => void,
): void {
  const unseen = (cards ?? []).filter((card) => !card.viewed).map((card) => card.id);
  const key = unseen.join('\n');
  useEffect(() => {
    if (key) logImpressions(key.split('\n'));
  }, [key, logImpressions]);
}
