import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CmsError } from './cms-error';
import { cmsLanguageOf } from './cms-language';
import type { Story } from './story-schema';
import { storyQueryOptions } from './story-query';

type PickEach<T, K extends keyof T> = T extends unknown ? Pick<T, K> : never;

/** What a page needs of a story's query, each state narrowing as react-query's own result does. */
export type StoryState = PickEach<
  UseQueryResult<Story, CmsError>,
  'status' | 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'
>;

/**
 * The story at `slug` (its full slug, e.g. `about/chicken-scoop`) in the language being shown. A
 * missing story (or a slug that cannot be one) fails with a `not-found` CmsError, never retried.
 *
 * A story that arrives is rendered as a deferred update: a query's news reaches React as an urgent
 * update, rendered in one task, and a story's body is the biggest render of its page. Deferred, it
 * renders in slices that let the browser handle input in between (the page shows its loading state
 * until the slices are done).
 *
 * A story the CMS said it does not have (the route's prefetch may have heard so just before the page
 * mounted) is not asked for again as the page mounts; a story that failed otherwise is.
 */
export function useStory(slug: string): StoryState {
  const language = cmsLanguageOf(useIntl().locale);
  const options = storyQueryOptions(slug, language);
  const { error: knownError } = useQueryClient().getQueryState(options.queryKey) ?? {};
  const query = useQuery<Story, CmsError>({
    ...options,
    retryOnMount: !(knownError instanceof CmsError && knownError.kind === 'not-found'),
    // On a language switch the page keeps its story until the translation arrives; a different
    // slug never shows the previous page's story.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
  const { status, data, error, isPending, isError, isFetching, refetch } = query;
  const state = useMemo(
    // The fields come from one result, so they agree with each other as the union says.
    () => ({ status, data, error, isPending, isError, isFetching, refetch }) as StoryState,
    [status, data, error, isPending, isError, isFetching, refetch],
  );
  return useDeferredValue(state);
}
