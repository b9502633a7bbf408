import { http, HttpResponse } from 'msw';
import { cmsStories, findCmsStory, type CmsLanguage } from '../seed/cms/stories';

/**
 * The headless CMS (Storyblok-style content delivery API), mocked over the seeded stories. It is a
 * third-party service outside our OpenAPI contract, reached under `/cms/v2` (the site's default
 * `VITE_CMS_URL`); the stories are read-only, so every runtime and session answers the same.
 *
 *   GET /cms/v2/stories?starts_with=global/&page=1&per_page=100&language=es
 *   GET /cms/v2/stories/{full_slug}?language=es
 */
export const CMS_BASE_PATH = '/cms/v2';

/** As the real API: 25 stories a page unless asked, never more than 100. */
const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 100;

/** An unknown or absent language answers the default language, as the real API does. */
const languageOf = (url: URL): CmsLanguage => (url.searchParams.get('language') === 'es' ? 'es' : 'default');

const positiveInteger = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number > 0 ? number : fallback;
};

const notFound = () => HttpResponse.json(['This record could not be found'], { status: 404 });

const listStories = http.get(`*${CMS_BASE_PATH}/stories`, ({ request }) => {
  const url = new URL(request.url);
  const startsWith = url.searchParams.get('starts_with') ?? '';
  const page = positiveInteger(url.searchParams.get('page'), 1);
  const perPage = Math.min(positiveInteger(url.searchParams.get('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const matching = cmsStories(languageOf(url)).filter((story) => story.full_slug.startsWith(startsWith));
  return HttpResponse.json(
    { stories: matching.slice((page - 1) * perPage, page * perPage) },
    { headers: { Total: String(matching.length), 'Per-Page': String(perPage) } },
  );
});

const STORY_PATH = `${CMS_BASE_PATH}/stories/`;

const getStory = http.get(`*${STORY_PATH}*`, ({ request }) => {
  const url = new URL(request.url);
  const pathAfterStories = url.pathname.slice(url.pathname.indexOf(STORY_PATH) + STORY_PATH.length);
  let fullSlug: string;
  try {
    fullSlug = decodeURIComponent(pathAfterStories).replace(/\/+$/, '');
  } catch {
    return notFound();
  }
  const story = findCmsStory(fullSlug, languageOf(url));
  return story ? HttpResponse.json({ story }) : notFound();
});

export const cmsHandlers = [listStories, getStory];
