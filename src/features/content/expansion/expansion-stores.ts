import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { fetchStories } from '../cms/cms-client';
import type { CmsError } from '../cms/cms-error';
import { cmsLanguageOf } from '../cms/cms-language';
import { cmsQueryKeys } from '../cms/cms-query-keys';
import type { Story } from '../cms/story-schema';

/** SPEC §7: the content service's folder of the expansion markets' restaurants. */
export const EXPANSION_STORES_FOLDER = 'global/expansion-stores/';

/** A restaurant of an expansion market: the CMS gives its name and slug, and the location it is. */
export interface ExpansionStore {
  slug: string;
  name: string;
  locationId: number;
  /** Two-letter state code. */
  state: string;
}

const expansionStoreContent = z.object({
  component: z.literal('expansion_store'),
  location_id: z.int().check(z.positive()),
  state: z.string().check(z.regex(/^[A-Z]{2}$/)),
});

/** The story as an expansion store, or undefined for an entry that is not one (it is left out). */
export function toExpansionStore(story: Story): ExpansionStore | undefined {
  const content = expansionStoreContent.safeParse(story.content);
  if (!content.success || story.slug === '') return undefined;
  return {
    slug: story.slug,
    name: story.name,
    locationId: content.data.location_id,
    state: content.data.state,
  };
}

/** Every expansion store, by state then name: the folder holds far fewer than a page of 100. */
export const expansionStoresQueryOptions = (language: string | undefined) => ({
  queryKey: [...cmsQueryKeys.all, 'expansion-stores', language ?? 'default'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ExpansionStore[]> => {
    const { stories } = await fetchStories(
      { startsWith: EXPANSION_STORES_FOLDER, perPage: 100 },
      { language, signal },
    );
    return stories
      .map(toExpansionStore)
      .filter((store): store is ExpansionStore => store !== undefined)
      .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
  },
});

/** The expansion stores in the language being shown. */
export function useExpansionStores() {
  const language = cmsLanguageOf(useIntl().locale);
  return useQuery<ExpansionStore[], CmsError>(expansionStoresQueryOptions(language));
}
