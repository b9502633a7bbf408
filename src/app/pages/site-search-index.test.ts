// @vitest-environment node
import { translateMenu } from '../../../mocks/domain/menu-language';
import { cmsStories } from '../../../mocks/seed/cms/stories';
import { MENU_IDS } from '../../../mocks/seed/constants';
import { buildMenus } from '../../../mocks/seed/menus';
import { contentPagesOf } from '../../features/content/cms/content-pages';
import { storiesResponseSchema } from '../../features/content/cms/story-schema';
import { menuDocuments } from '../../features/search/menu-documents';
import { pageDocuments } from '../../features/search/page-documents';
import { buildSearchIndex, searchIndex } from '../../features/search/search-index';

const regularMenu = buildMenus().find((menu) => menu.id === MENU_IDS.regular) ?? buildMenus()[0];
const productHref = (product: { sku: string }) => `/menu/product?id=${product.sku}`;

/** The seeded menu and content pages in one language, as the search page indexes them. */
function seededDocuments(language: 'en' | 'es') {
  if (!regularMenu) throw new Error('The seed has no menus');
  const menu = translateMenu(regularMenu, language);
  // Read as the site reads the CMS's answer.
  const { stories } = storiesResponseSchema.parse({
    stories: cmsStories(language === 'es' ? 'es' : 'default'),
  });
  return [...menuDocuments(menu, productHref), ...pageDocuments(contentPagesOf(stories))];
}

const titlesFor = (language: 'en' | 'es', query: string) =>
  searchIndex(buildSearchIndex(seededDocuments(language)), query).map((hit) => hit.title);

describe('site search over the seeded menu and pages', () => {
  it('finds a menu item with two typos, and links to its product page', () => {
    const hits = searchIndex(buildSearchIndex(seededDocuments('en')), 'cajan filett biscuit');
    expect(hits[0]).toMatchObject({
      kind: 'product',
      title: 'Cajun Filet Biscuit',
      category: 'Breakfast',
      href: '/menu/product?id=CAJUN-FILET-BISCUIT',
    });
  });

  it('finds by the start of a word, by category and by description', () => {
    expect(titlesFor('en', 'supre')).toContain('Chicken Supremes');
    expect(titlesFor('en', 'desserts')).toContain('Sweet Potato Pie');
    expect(titlesFor('en', 'blueberry')).toContain('Bo-Berry Biscuit');
  });

  it('finds a content page by its title and by its text, linking to its address', () => {
    const hits = searchIndex(buildSearchIndex(seededDocuments('en')), 'scholarships');
    expect(hits).toContainEqual(
      expect.objectContaining({ kind: 'page', href: '/foundation/team-member-scholarships' }),
    );
  });

  it('searches the Spanish texts in Spanish, accents optional', () => {
    expect(titlesFor('es', 'biscuit de filete cajun')[0]).toBe('Biscuit de filete cajún');
    expect(titlesFor('es', 'becas')).toContain('120 becas para los miembros del equipo Henhouse');
    expect(titlesFor('es', 'desayno')).toContain('Biscuit de salchicha');
  });

  it('finds nothing for words far from everything', () => {
    expect(titlesFor('en', 'xylophone')).toEqual([]);
    expect(titlesFor('en', '   ')).toEqual([]);
  });

  it('indexes the seeded data and answers a query in under 50 ms (median of 9 runs)', () => {
    const documents = seededDocuments('en');
    const durations: number[] = [];
    for (let run = 0; run < 9; run += 1) {
      const started = performance.now();
      searchIndex(buildSearchIndex(documents), 'chiken sandwhich');
      durations.push(performance.now() - started);
    }
    const median = durations.sort((a, b) => a - b)[4] ?? Infinity;
    console.info(`site search: index ${documents.length} documents + query, median ${median.toFixed(1)} ms`);
    expect(median).toBeLessThan(50);
  });
});
