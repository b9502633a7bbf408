// @vitest-environment node
import { BRAND } from '../../src/config/brand';
import { CMS_PAGE_SEEDS } from '../seed/cms/stories';
import { call } from './testing/api-call';

interface StoryBody {
  story: { full_slug: string; slug: string; name: string; lang: string; content: Record<string, unknown> };
}
interface StoriesBody {
  stories: { full_slug: string; name: string; slug: string; content: { component: string } }[];
}

async function list(query: string) {
  const response = await fetch(`http://localhost/cms/v2/stories?${query}`);
  return {
    status: response.status,
    total: response.headers.get('total'),
    perPage: response.headers.get('per-page'),
    body: (await response.json()) as StoriesBody,
  };
}

const story = async (path: string) => call(`/cms/v2/stories/${path}`);

describe('the mock CMS', () => {
  describe('GET /stories/{full_slug}', () => {
    it.each([
      'home',
      'about',
      'about/chicken-scoop',
      'about/chicken-scoop/biscuits-every-20-minutes',
      'foundation',
      'franchising',
      'news-and-community',
      'news-and-community/40000-meals-for-food-banks',
      'chickenverse',
      `welcometo${BRAND.slug}`,
      'bo-time-moments',
      'biscuit-month',
      'in-the-community',
      'media-resources',
      'refund',
      'technical-support',
      'faq',
      'about/legendary-sweet-tea',
      'foundation/team-member-scholarships',
      'franchising/opening-your-restaurant',
      'chickenverse/great-biscuit-race',
      `welcometo${BRAND.slug}/alabama`,
      'bo-time-moments/tailgate-season',
    ])('answers the %s story', async (fullSlug) => {
      const answer = await story(fullSlug);
      expect(answer.status).toBe(200);
      expect((answer.body as StoryBody).story.full_slug).toBe(fullSlug);
    });

    it('answers the default language without a language, and Spanish with language=es', async () => {
      const english = (await story('about')).body as StoryBody;
      const spanish = (await story('about?language=es')).body as StoryBody;

      expect(english.story).toMatchObject({ lang: 'default', content: { title: 'About Henhouse' } });
      expect(spanish.story).toMatchObject({ lang: 'es', content: { title: 'Sobre Henhouse' } });
    });

    it('gives every page story a title and a rich-text body in both languages', async () => {
      for (const page of CMS_PAGE_SEEDS) {
        for (const language of ['', '?language=es']) {
          const { content } = ((await story(`${page.slug}${language}`)).body as StoryBody).story;
          expect(content).toMatchObject({ component: 'page', title: expect.any(String) });
          expect(content.body).toMatchObject({ type: 'doc', content: expect.any(Array) });
        }
      }
    });

    it('answers 404 for a slug that is no story, and for a folder', async () => {
      expect((await story('no-such-page')).status).toBe(404);
      expect((await story('global')).status).toBe(404);
      expect((await story('about/no-such-article')).status).toBe(404);
    });
  });

  describe('GET /stories', () => {
    it('lists the global folder, the jobs subfolder included, on page 1 of 100', async () => {
      const answer = await list('starts_with=global/&page=1&per_page=100');

      expect(answer.status).toBe(200);
      const slugs = answer.body.stories.map((item) => item.full_slug);
      expect(slugs).toContain('global/jobs/shift-manager');
      expect(slugs).toContain('global/expansion-stores/nashville-the-gulch');
      expect(slugs.every((slug) => slug.startsWith('global/'))).toBe(true);
      expect(answer.total).toBe(String(slugs.length));
      expect(answer.perPage).toBe('100');
    });

    it('lists the expansion stores with their name and slug', async () => {
      const answer = await list('starts_with=global/expansion-stores/');

      expect(answer.body.stories.map(({ name, slug }) => ({ name, slug }))).toContainEqual({
        name: 'Nashville – The Gulch',
        slug: 'nashville-the-gulch',
      });
    });

    it('pages the list: per_page stories from the given page, with the total of every page', async () => {
      const first = await list('starts_with=global/&page=1&per_page=3');
      const second = await list('starts_with=global/&page=2&per_page=3');
      const all = await list('starts_with=global/&per_page=100');

      expect(first.body.stories).toHaveLength(3);
      expect(second.body.stories.map((item) => item.full_slug)).toEqual(
        all.body.stories.slice(3, 6).map((item) => item.full_slug),
      );
      expect(second.total).toBe(all.total);
    });

    it('answers 25 a page by default and never more than 100', async () => {
      expect((await list('')).perPage).toBe('25');
      expect((await list('per_page=500')).perPage).toBe('100');
    });

    it('answers the stories in Spanish with language=es', async () => {
      const answer = await list('starts_with=global/jobs/&language=es');

      expect(answer.body.stories.map((item) => item.name)).toContain('Gerente de turno');
    });
  });
});
