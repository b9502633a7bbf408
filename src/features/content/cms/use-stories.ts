import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { fetchStories, type StoriesQuery } from './cms-client';
import { CMS_DEFAULT_PER_PAGE } from './cms-config';
import { CmsError, isRetryableCmsError } from './cms-error';
import { cmsLanguageOf } from './cms-language';
import { cmsQueryKeys } from './cms-query-keys';
import type { StoriesPage } from './story-schema';

const RETRIES = 1;

/**
 * One page of the stories under a folder (`global/`, `global/expansion-stores/`) in the language
 * being shown: page 1, 100 a page (SPEC §7, §9) unless told otherwise.
 */
export function useStories({
  startsWith = '',
  page = 1,
  perPage = CMS_DEFAULT_PER_PAGE,
}: StoriesQuery = {}): UseQueryResult<StoriesPage, CmsError> {
  const language = cmsLanguageOf(useIntl().locale);
  const query = { startsWith, page, perPage };
  return useQuery<StoriesPage, CmsError>({
    queryKey: cmsQueryKeys.stories(query, language),
    queryFn: ({ signal }) =>
      fetchStories({ startsWith: startsWith || undefined, page, perPage }, { language, signal }),
    retry: (failureCount, error) => failureCount < RETRIES && isRetryableCmsError(error),
  });
}
