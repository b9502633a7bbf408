import { fetchStory } from './cms-client';
import { isRetryableCmsError, type CmsError } from './cms-error';
import { cmsQueryKeys } from './cms-query-keys';

const RETRIES = 1;

/**
 * The query for the story at `slug` in a CMS language: one cache entry whether a page reads it or
 * the app asks for it ahead of the page. A missing story fails with a `not-found` CmsError, never retried.
 */
export const storyQueryOptions = (slug: string, language: string | undefined) => ({
  queryKey: cmsQueryKeys.story(slug, language),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchStory(slug, { language, signal }),
  retry: (failureCount: number, error: CmsError) => failureCount < RETRIES && isRetryableCmsError(error),
});
