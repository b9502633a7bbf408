import { usePrefetchQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { cmsLanguageOf } from './cms-language';
import { storyQueryOptions } from './story-query';

/**
 * Starts loading the story at `slug` (in the language shown) while the page that shows it is still
 * loading its code, so the two arrive together instead of one after the other. It asks during
 * render, as the route reaches the page's Suspense boundary, not after the first commit: on a cold
 * start that is the whole first render earlier. A story already cached (or on its way) is not asked
 * for again; the page's own query refreshes it when stale.
 */
export function usePrefetchStory(slug: string): void {
  const language = cmsLanguageOf(useIntl().locale);
  usePrefetchQuery(storyQueryOptions(slug, language));
}
