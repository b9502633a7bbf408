import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { CmsError } from './cms-error';
import { cmsLanguageOf } from './cms-language';
import type { Story } from './story-schema';
import { storyQueryOptions } from './story-query';

/**
 * The story at `slug` (its full slug, e.g. `about/chicken-scoop`) in the language being shown. A
 * missing story (or a slug that cannot be one) fails with a `not-found` CmsError, never retried.
 */
export function useStory(slug: string): UseQueryResult<Story, CmsError> {
  const language = cmsLanguageOf(useIntl().locale);
  return useQuery<Story, CmsError>({
    ...storyQueryOptions(slug, language),
    // On a language switch the page keeps its story until the translation arrives; a different
    // slug never shows the previous page's story.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
}
