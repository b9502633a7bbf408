import { resolveLinkHref } from './resolve-link-href';
import type { LinkAttrs } from './rich-text-types';

const link = (attrs: Partial<LinkAttrs>): LinkAttrs => ({
  href: '',
  target: null,
  linktype: 'url',
  anchor: null,
  ...attrs,
});

describe('resolveLinkHref', () => {
  it('turns an e-mail link into a mailto: URL', () => {
    expect(resolveLinkHref(link({ linktype: 'email', href: 'hello@brand.com' }))).toBe(
      'mailto:hello@brand.com',
    );
    expect(resolveLinkHref(link({ linktype: 'email', href: 'mailto:hello@brand.com' }))).toBe(
      'mailto:hello@brand.com',
    );
  });

  it('keeps a scheme inside an e-mail link harmless, as part of the address', () => {
    expect(resolveLinkHref(link({ linktype: 'email', href: 'javascript:alert(1)' }))).toBe(
      'mailto:javascript:alert(1)',
    );
  });

  it('reads a story link as a site path, with its anchor', () => {
    expect(resolveLinkHref(link({ linktype: 'story', href: 'about/our-story' }))).toBe('/about/our-story');
    expect(resolveLinkHref(link({ linktype: 'story', href: '/about', anchor: 'team' }))).toBe('/about#team');
    expect(resolveLinkHref(link({ linktype: 'story', href: '', anchor: 'team' }))).toBe('#team');
  });

  it('does not add a second fragment to a link that has one', () => {
    expect(resolveLinkHref(link({ linktype: 'story', href: '/about#top', anchor: 'team' }))).toBe(
      '/about#top',
    );
  });

  it('leaves a story link with a scheme for the safety check to judge', () => {
    expect(resolveLinkHref(link({ linktype: 'story', href: 'javascript:alert(1)' }))).toBe(
      'javascript:alert(1)',
    );
  });

  it('gives a www. host pasted without a scheme https://', () => {
    expect(resolveLinkHref(link({ href: 'www.example.com/shop' }))).toBe('https://www.example.com/shop');
  });

  it('passes URLs and assets through, trimmed', () => {
    expect(resolveLinkHref(link({ href: ' https://example.com ' }))).toBe('https://example.com');
    expect(resolveLinkHref(link({ linktype: 'asset', href: 'https://a.storyblok.com/f/menu.pdf' }))).toBe(
      'https://a.storyblok.com/f/menu.pdf',
    );
  });
});
