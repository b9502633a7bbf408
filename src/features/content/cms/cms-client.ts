import type { z } from 'zod/mini';
import { serverOrigin } from '../../../lib/page-url';
import { fetchJson, FetchJsonError, type JsonResponse } from '../../../lib/fetch-json';
import { CMS_BASE_URL, CMS_DEFAULT_PER_PAGE } from './cms-config';
import { CmsError } from './cms-error';
import { storiesResponseSchema, storyResponseSchema, type StoriesPage, type Story } from './story-schema';

/** Lower-case words joined by `-` or `_`, in `/`-separated folders: `about/chicken-scoop/x`. */
const STORY_SLUG = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/** Whether a slug can name a story; anything else (`..`, `%2F`, capitals) is not asked for at all. */
export const isStorySlug = (slug: string): boolean => STORY_SLUG.test(slug);

interface CmsRequestOptions {
  /** The CMS language (`es`); the default language when undefined. */
  language?: string;
  signal?: AbortSignal;
}

export interface StoriesQuery {
  /** A folder prefix such as `global/` (its subfolders included). */
  startsWith?: string;
  page?: number;
  perPage?: number;
}

function cmsUrl(path: string, query: Record<string, string | number | undefined>): URL {
  const url = new URL(`${CMS_BASE_URL.replace(/\/+$/, '')}${path}`, serverOrigin());
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

async function readCms(url: URL, signal: AbortSignal | undefined): Promise<JsonResponse> {
  try {
    return await fetchJson(url, { signal });
  } catch (error) {
    if (!(error instanceof FetchJsonError)) throw error;
    if (error.failure === 'network') throw new CmsError('network', error.message, { cause: error });
    if (error.failure === 'malformed') throw new CmsError('malformed', error.message, { cause: error });
    if (error.status === 404) throw new CmsError('not-found', error.message, { cause: error });
    throw new CmsError('server', error.message, { cause: error });
  }
}

function validate<T>(schema: z.ZodMiniType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new CmsError('malformed', `The CMS answered an unexpected ${what}`, { cause: parsed.error });
  }
  return parsed.data;
}

/** `GET {base}/stories/{full_slug}`: one story, in the given language. */
export async function fetchStory(slug: string, { language, signal }: CmsRequestOptions = {}): Promise<Story> {
  if (!isStorySlug(slug)) throw new CmsError('not-found', `"${slug}" is not a story slug`);
  const { body } = await readCms(cmsUrl(`/stories/${slug}`, { language }), signal);
  return validate(storyResponseSchema, body, `story for ${slug}`).story;
}

const positiveInteger = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : fallback;

/** `GET {base}/stories?starts_with=…&page=…&per_page=…`: one page of stories (100 a page unless told). */
export async function fetchStories(
  { startsWith, page, perPage }: StoriesQuery = {},
  { language, signal }: CmsRequestOptions = {},
): Promise<StoriesPage> {
  const pageNumber = positiveInteger(page, 1);
  const size = Math.min(positiveInteger(perPage, CMS_DEFAULT_PER_PAGE), CMS_DEFAULT_PER_PAGE);
  const url = cmsUrl('/stories', { starts_with: startsWith, page: pageNumber, per_page: size, language });
  const { body, headers } = await readCms(url, signal);
  const { stories } = validate(storiesResponseSchema, body, 'story list');
  const total = Number(headers.get('total'));
  return {
    stories,
    page: pageNumber,
    perPage: size,
    total: Number.isSafeInteger(total) && total >= 0 ? total : (pageNumber - 1) * size + stories.length,
  };
}
