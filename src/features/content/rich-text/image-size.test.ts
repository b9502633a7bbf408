import { imageSize } from './image-size';

describe('imageSize', () => {
  it('takes the width and height the CMS gave', () => {
    expect(imageSize(1200, 675, '/images/content/biscuits.svg')).toEqual({ width: 1200, height: 675 });
  });

  it('reads the size segment of a CMS asset URL when the node has none', () => {
    expect(imageSize(undefined, undefined, 'https://a.storyblok.com/f/12345/1600x900/ab12/meal.jpg')).toEqual(
      {
        width: 1600,
        height: 900,
      },
    );
  });

  it.each([
    ['one side only', 1200, undefined, '/a.png'],
    ['text', '1200', '675', '/a.png'],
    ['zero', 0, 675, '/a.png'],
    ['fractions', 12.5, 6.75, '/a.png'],
    ['an absurd size', 1200, 99_999, '/a.png'],
    ['a zero size segment', undefined, undefined, 'https://a.storyblok.com/f/1/0x0/a/b.jpg'],
  ])('knows no size from %s', (_, width, height, src) => {
    expect(imageSize(width, height, src)).toEqual({ width: null, height: null });
  });
});
