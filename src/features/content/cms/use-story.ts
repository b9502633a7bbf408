import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fetchStory } from './cms-client';
import { CmsError, isRetryableCmsError } from './cms-error';
import { cmsLanguageOf } from './cms-language';
import { cmsQueryKeys } from './cms-query-keys';
import type { Story } from './story-schema';

const RETRIES = 1;

/**
 * The story at `slug` (its full slug, e.g. `about/chicken-scoop`) in the language being shown. A
 * missing story (or a slug that cannot be one) fails with a `not-found` CmsError, never retried.
 */
export function useStory(slug: string): UseQueryResult<Story, CmsError> {
  const language = cmsLanguageOf(useIntl().locale);
  return useQuery<Story, CmsError>({
    queryKey: cmsQueryKeys.story(slug, language),
    queryFn: ({ signal }) => fetchStory(slug, { language, signal }),
    retry: (failureCount, error) => failureCount < RETRIES && isRetryableCmsError(error),
    // On a language switch the page keeps its story until the translation arrives; a different
    // slug never shows the previous page's story.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
}
