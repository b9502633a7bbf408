import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { fetchStories, fetchStory, isStorySlug } from './cms-client';
import { CmsError } from './cms-error';

/** Records the URL of every CMS request the code under test makes (the mock still answers). */
function recordCmsRequests(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/cms/')) seen.push(new URL(request.url));
  });
  return seen;
}

async function cmsErrorOf(promise: Promise<unknown>): Promise<CmsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CmsError) return error;
    throw error;
  }
  throw new Error('expected the CMS read to fail');
}

describe('fetchStory', () => {
  it('reads a story by its full slug from /cms/v2, in the default language without a language', async () => {
    const seen = recordCmsRequests();

    const story = await fetchStory('about/chicken-scoop');

    expect(story.full_slug).toBe('about/chicken-scoop');
    expect(story.content).toMatchObject({ component: 'page', title: 'The Chicken Scoop' });
    expect(seen[0]?.pathname).toBe('/cms/v2/stories/about/chicken-scoop');
    expect(seen[0]?.searchParams.has('language')).toBe(false);
  });

  it('asks for the Spanish story with language=es', async () => {
    const seen = recordCmsRequests();

    const story = await fetchStory('about', { language: 'es' });

    expect(story.content).toMatchObject({ title: 'Sobre Henhouse' });
    expect(seen[0]?.searchParams.get('language')).toBe('es');
  });

  it('fails with not-found for a missing story', async () => {
    expect((await cmsErrorOf(fetchStory('careers'))).kind).toBe('not-found');
  });

  it('fails with not-found, without asking, for a path that cannot be a slug', async () => {
    const seen = recordCmsRequests();

    for (const slug of ['', '../secrets', 'About', 'about//x', 'a%2Fb', 'about/']) {
      expect(isStorySlug(slug)).toBe(false);
      expect((await cmsErrorOf(fetchStory(slug))).kind).toBe('not-found');
    }
    expect(seen).toEqual([]);
  });

  it('fails with network when the CMS cannot be reached', async () => {
    server.use(http.get('*/cms/v2/stories/*', () => HttpResponse.error()));

    expect((await cmsErrorOf(fetchStory('about'))).kind).toBe('network');
  });

  it('fails with server for an error status', async () => {
    server.use(http.get('*/cms/v2/stories/*', () => HttpResponse.json(['Rate limited'], { status: 429 })));

    expect((await cmsErrorOf(fetchStory('about'))).kind).toBe('server');
  });

  it('fails with malformed for a body that is not JSON', async () => {
    server.use(http.get('*/cms/v2/stories/*', () => new HttpResponse('<html>Bad gateway</html>')));

    expect((await cmsErrorOf(fetchStory('about'))).kind).toBe('malformed');
  });

  it.each([
    ['no story at all', { stories: [] }],
    [
      'a story without content',
      { story: { id: 1, uuid: 'u', name: 'x', slug: 'about', full_slug: 'about' } },
    ],
    [
      'a page without a title',
      {
        story: {
          id: 1,
          uuid: 'u',
          name: 'x',
          slug: 'about',
          full_slug: 'about',
          content: { component: 'page', body: { type: 'doc', content: [] } },
        },
      },
    ],
    [
      'a page whose body is not a rich-text document',
      {
        story: {
          id: 1,
          uuid: 'u',
          name: 'x',
          slug: 'about',
          full_slug: 'about',
          content: { component: 'page', title: 'About', body: '<p>About</p>' },
        },
      },
    ],
  ])('fails with malformed for %s', async (_, body) => {
    server.use(http.get('*/cms/v2/stories/*', () => HttpResponse.json(body)));

    expect((await cmsErrorOf(fetchStory('about'))).kind).toBe('malformed');
  });
});

describe('fetchStories', () => {
  it('reads page 1 with 100 a page by default', async () => {
    const seen = recordCmsRequests();

    const page = await fetchStories({ startsWith: 'global/' });

    expect(seen[0]?.searchParams.get('starts_with')).toBe('global/');
    expect(seen[0]?.searchParams.get('page')).toBe('1');
    expect(seen[0]?.searchParams.get('per_page')).toBe('100');
    expect(page).toMatchObject({ page: 1, perPage: 100 });
    expect(page.total).toBe(page.stories.length);
    expect(page.stories.map((story) => story.full_slug)).toContain('global/jobs/team-member');
  });

  it('reads the page asked for, with the total across pages', async () => {
    const all = await fetchStories({ startsWith: 'global/' });

    const second = await fetchStories({ startsWith: 'global/', page: 2, perPage: 3 });

    expect(second).toMatchObject({ page: 2, perPage: 3, total: all.total });
    expect(second.stories.map((story) => story.slug)).toEqual(
      all.stories.slice(3, 6).map((story) => story.slug),
    );
  });

  it('never asks for more than 100 a page, nor for page 0', async () => {
    const seen = recordCmsRequests();

    await fetchStories({ startsWith: 'global/', page: 0, perPage: 500 });

    expect(seen[0]?.searchParams.get('page')).toBe('1');
    expect(seen[0]?.searchParams.get('per_page')).toBe('100');
  });

  it('reads the expansion stores in Spanish with their name and slug', async () => {
    const seen = recordCmsRequests();

    const { stories } = await fetchStories({ startsWith: 'global/expansion-stores/' }, { language: 'es' });

    expect(seen[0]?.searchParams.get('language')).toBe('es');
    expect(stories.map(({ name, slug }) => ({ name, slug }))).toContainEqual({
      name: 'Nashville – The Gulch',
      slug: 'nashville-the-gulch',
    });
  });

  it('fails with malformed when the list is not a list of stories', async () => {
    server.use(http.get('*/cms/v2/stories', () => HttpResponse.json({ stories: [{ id: 'x' }] })));

    expect((await cmsErrorOf(fetchStories())).kind).toBe('malformed');
  });
});
