import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { cmsLanguageOf } from './cms-language';
import { storyQueryOptions } from './story-query';

/**
 * Starts loading the story at `slug` (in the language shown) while the page that shows it is still
 * loading its code, so the two arrive together instead of one after the other.
 */
export function usePrefetchStory(slug: string): void {
  const queryClient = useQueryClient();
  const language = cmsLanguageOf(useIntl().locale);
  useEffect(() => {
    void queryClient.prefetchQuery(storyQueryOptions(slug, language));
  }, [queryClient, slug, language]);
}
