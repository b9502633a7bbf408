import { BRAND } from '../../../config/brand';
import { storySlugOfPath } from './story-slug';

describe('storySlugOfPath', () => {
  it.each([
    ['/about', 'about'],
    ['/about/chicken-scoop/x', 'about/chicken-scoop/x'],
    [`/welcometo${BRAND.slug}`, `welcometo${BRAND.slug}`],
    ['/news-and-community/', 'news-and-community'],
    ['/', ''],
  ])('reads %s as the story %j', (path, slug) => {
    expect(storySlugOfPath(path)).toBe(slug);
  });
});
