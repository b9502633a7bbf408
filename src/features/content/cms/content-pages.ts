import { useQuery } from '@tanstack/react-query';
import { CMS_DEFAULT_PER_PAGE } from './cms-config';
import { fetchStories } from './cms-client';
import { cmsQueryKeys } from './cms-query-keys';
import type { Story } from './story-schema';

/** A managed content page as a reader finds it: its address, title and text. */
export interface ContentPageText {
  path: string;
  title: string;
  text: string;
}

/** Site-wide entries (jobs, expansion stores, navigation) live under `global/`: they are no pages. */
const GLOBAL_FOLDER = 'global/';

/** Every text of a rich-text document, in reading order. */
function textOf(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const { text, content } = node as { text?: unknown; content?: unknown };
  const own = typeof text === 'string' ? [text] : [];
  return Array.isArray(content) ? [...own, ...content.flatMap(textOf)] : own;
}

/** The managed content pages among the stories, each at the address its content route serves. */
export function contentPagesOf(stories: readonly Story[]): ContentPageText[] {
  return stories.flatMap((story) => {
    const { content } = story;
    if (content.component !== 'page' || story.full_slug.startsWith(GLOBAL_FOLDER)) return [];
    const page = content as { title: string; body: unknown };
    return [{ path: `/${story.full_slug}`, title: page.title, text: textOf(page.body).join(' ') }];
  });
}

/** Every story of the CMS in `language`, page after page (100 a page). */
async function fetchAllStories(language: string | undefined, signal: AbortSignal): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchStories({ page, perPage: CMS_DEFAULT_PER_PAGE }, { language, signal });
    stories.push(...answer.stories);
    if (answer.stories.length === 0 || stories.length >= answer.total) return stories;
  }
}

/** The content pages in a CMS language (`cmsLanguageOf`), read from the CMS's story list. */
export function useContentPages(language: string | undefined) {
  return useQuery({
    queryKey: cmsQueryKeys.pages(language),
    queryFn: async ({ signal }) => contentPagesOf(await fetchAllStories(language, signal)),
  });
}
