import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { CMS_DEFAULT_PER_PAGE } from '../cms/cms-config';
import { fetchStories } from '../cms/cms-client';
import type { CmsError } from '../cms/cms-error';
import { cmsLanguageOf } from '../cms/cms-language';
import { cmsQueryKeys } from '../cms/cms-query-keys';
import type { Story } from '../cms/story-schema';

/** SPEC §7: the content service's jobs folder, read as page 1 of 100 stories. */
export const JOBS_FOLDER = 'global/jobs/';

export type EmploymentType = 'full_time' | 'part_time';

/** A position the chain hires for, as its job story in the CMS describes it. */
export interface Position {
  /** The story's slug: the position's `id` in `/positions/info?id=`. */
  slug: string;
  title: string;
  summary: string;
  description: string;
  employmentType: EmploymentType;
  /** When the story was first published (ISO 8601), if the CMS says. */
  datePosted?: string;
}

const nonEmptyText = () => z.string().check(z.trim(), z.minLength(1));

const jobContent = z.object({
  component: z.literal('job'),
  title: nonEmptyText(),
  summary: nonEmptyText(),
  description: z._default(z.string(), ''),
  employment_type: z.enum(['full_time', 'part_time']),
});

/** The story as a position, or undefined for an entry that is not one (it is left out). */
export function toPosition(story: Story): Position | undefined {
  const content = jobContent.safeParse(story.content);
  if (!content.success || story.slug === '') return undefined;
  const { title, summary, description, employment_type } = content.data;
  const datePosted = story.first_published_at ?? story.published_at ?? undefined;
  return { slug: story.slug, title, summary, description, employmentType: employment_type, datePosted };
}

/** The positions of the jobs folder in a CMS language, in the CMS's order. */
export const positionsQueryOptions = (language: string | undefined) => ({
  queryKey: [...cmsQueryKeys.all, 'jobs', language ?? 'default'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Position[]> => {
    const { stories } = await fetchStories(
      { startsWith: JOBS_FOLDER, page: 1, perPage: CMS_DEFAULT_PER_PAGE },
      { language, signal },
    );
    return stories.map(toPosition).filter((position): position is Position => position !== undefined);
  },
});

/** The positions in the language being shown. */
export function usePositions() {
  const language = cmsLanguageOf(useIntl().locale);
  return useQuery<Position[], CmsError>(positionsQueryOptions(language));
}
