// @vitest-environment node
import { createIntl } from 'react-intl';
import { translateMenu } from '../../../mocks/domain/menu-language';
import { cmsStories } from '../../../mocks/seed/cms/stories';
import { MENU_IDS } from '../../../mocks/seed/constants';
import { buildMenus } from '../../../mocks/seed/menus';
import { contentPagesOf } from '../../features/content/cms/content-pages';
import { storiesResponseSchema } from '../../features/content/cms/story-schema';
import { menuDocuments } from '../../features/search/menu-documents';
import { pageDocuments } from '../../features/search/page-documents';
import { buildSearchIndex, searchIndex } from '../../features/search/search-index';
import spanishMessages from '../../i18n/messages/es.json';
import { sitePageTexts } from '../site-page-texts';

const regularMenu = buildMenus().find((menu) => menu.id === MENU_IDS.regular) ?? buildMenus()[0];
const productHref = (product: { sku: string }) => `/menu/product?id=${product.sku}`;

const intlFor = (language: 'en' | 'es') =>
  language === 'es'
    ? createIntl({ locale: 'es', defaultLocale: 'en-US', messages: spanishMessages })
    : createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

/** The seeded menu, content pages and the site's own pages in one language, as the search page indexes them. */
function seededDocuments(language: 'en' | 'es') {
  if (!regularMenu) throw new Error('The seed has no menus');
  const menu = translateMenu(regularMenu, language);
  // Read as the site reads the CMS's answer.
  const { stories } = storiesResponseSchema.parse({
    stories: cmsStories(language === 'es' ? 'es' : 'default'),
  });
  return [
    ...menuDocuments(menu, productHref),
    ...pageDocuments([...contentPagesOf(stories), ...sitePageTexts(intlFor(language))]),
  ];
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

  const firstHref = (language: 'en' | 'es', query: string) =>
    searchIndex(buildSearchIndex(seededDocuments(language)), query)[0]?.href;

  it.each([
    ['careers', '/careers'],
    ['jobs', '/careers'],
    ['nutrition', '/menu/nutrition'],
    ['faq', '/faq'],
    ['expansion', '/expansion-menu'],
    ['contact', '/contact'],
    ['locations', '/locations'],
    ['privacy', '/privacy-policy'],
  ])('finds the site’s own page first for “%s”', (query, href) => {
    expect(firstHref('en', query)).toBe(href);
  });

  it.each([
    ['empleos', '/careers'],
    ['nutrición', '/menu/nutrition'],
    ['preguntas frecuentes', '/faq'],
    ['contacto', '/contact'],
    ['restaurantes', '/locations'],
    ['mercados', '/expansion-menu'],
  ])('finds the site’s own page first for “%s” in Spanish', (query, href) => {
    expect(firstHref('es', query)).toBe(href);
  });

  it('gives every page the navigation reaches one result, with its title and description', () => {
    const pages = seededDocuments('en').filter((document) => document.kind === 'page');
    const hrefs = pages.map((page) => page.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const page of sitePageTexts(intlFor('en'))) {
      expect(page.text, page.path).not.toBe('');
      expect(hrefs).toContain(page.path);
    }
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
