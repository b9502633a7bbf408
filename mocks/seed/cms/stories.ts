import { PAGE_FORMS } from './forms';
import { GLOBAL_STORIES } from './global';
import { HOME_CONTENT } from './home';
import { pageBody, type PageSeed } from './page-copy';
import { BRAND_PAGES } from './pages-brand';
import { CAMPAIGN_PAGES } from './pages-campaigns';
import { HELP_PAGES } from './pages-help';
import { LINKED_PAGES } from './pages-linked';
import { SECTION_ARTICLES } from './pages-section-articles';

/**
 * The mock CMS's stories, in the shape of a Storyblok content delivery API story, in the default
 * language (English) and Spanish. Fixed ids, uuids and dates: every runtime answers the same.
 */

/** `default` is the CMS's default language (English); `es` its Spanish translation. */
export type CmsLanguage = 'default' | 'es';

export interface CmsStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  lang: CmsLanguage;
  is_startpage: boolean;
  position: number;
  published_at: string;
  first_published_at: string;
  content: Record<string, unknown>;
}

/** Every content page the seed holds, with its copy: the e2e and page tests read their titles here. */
export const CMS_PAGE_SEEDS: readonly PageSeed[] = [
  ...BRAND_PAGES,
  ...CAMPAIGN_PAGES,
  ...HELP_PAGES,
  ...LINKED_PAGES,
  ...SECTION_ARTICLES,
];

const FIRST_STORY_ID = 410_001;
const PUBLISHED_AT = '2026-01-15T14:00:00.000Z';
const FIRST_PUBLISHED_AT = '2025-06-02T13:30:00.000Z';

interface StoryEntry {
  fullSlug: string;
  name: Record<CmsLanguage, string>;
  content: Record<CmsLanguage, Record<string, unknown>>;
}

const pageEntry = (page: PageSeed): StoryEntry => {
  const form = PAGE_FORMS[page.slug];
  return {
    fullSlug: page.slug,
    name: { default: page.en.title, es: page.es.title },
    content: {
      default: {
        component: 'page',
        title: page.en.title,
        seo: { description: page.en.intro, og_image: page.image.src },
        body: pageBody(page.en, page.image),
        ...(form && { form: form.en }),
      },
      es: {
        component: 'page',
        title: page.es.title,
        seo: { description: page.es.intro, og_image: page.image.src },
        body: pageBody(page.es, page.image),
        ...(form && { form: form.es }),
      },
    },
  };
};

const ENTRIES: StoryEntry[] = [
  {
    fullSlug: 'home',
    name: { default: 'Home', es: 'Inicio' },
    content: { default: HOME_CONTENT.en, es: HOME_CONTENT.es },
  },
  ...CMS_PAGE_SEEDS.map(pageEntry),
  ...GLOBAL_STORIES.map((story) => ({
    fullSlug: story.slug,
    name: { default: story.name.en, es: story.name.es },
    content: { default: story.content.en, es: story.content.es },
  })),
];

const uuidOf = (id: number) => `5b0e7c1a-2f4d-4c8e-9a61-${String(id).padStart(12, '0')}`;

function toStory(entry: StoryEntry, index: number, language: CmsLanguage): CmsStory {
  const id = FIRST_STORY_ID + index;
  return {
    id,
    uuid: uuidOf(id),
    name: entry.name[language],
    slug: entry.fullSlug.split('/').at(-1) ?? entry.fullSlug,
    full_slug: entry.fullSlug,
    lang: language,
    is_startpage: false,
    position: index * 10,
    published_at: PUBLISHED_AT,
    first_published_at: FIRST_PUBLISHED_AT,
    content: { _uid: `${entry.fullSlug.replaceAll('/', '-')}-${id}`, ...entry.content[language] },
  };
}

const STORIES: Record<CmsLanguage, CmsStory[]> = {
  default: ENTRIES.map((entry, index) => toStory(entry, index, 'default')),
  es: ENTRIES.map((entry, index) => toStory(entry, index, 'es')),
};

/** All stories in one language, in the CMS's order. */
export const cmsStories = (language: CmsLanguage): readonly CmsStory[] => STORIES[language];

/** The story at a full slug, or undefined (folders are not stories). */
export const findCmsStory = (fullSlug: string, language: CmsLanguage): CmsStory | undefined =>
  STORIES[language].find((story) => story.full_slug === fullSlug);
