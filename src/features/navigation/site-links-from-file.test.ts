import { siteLinksFromFile } from './site-links-from-file';

const FILE_LINKS = [
  { label: 'Catering Menu', label__i18n__es: 'Menú de catering', url: '/#catering-menu' },
  { label: 'Bo Time Moments', url: '/bo-time-moments' },
  { label: 'Offers', label__i18n__es: 'Ofertas', url: '/offers' },
  { label: 'Elsewhere', url: '//evil.example.com/' },
  { label: 'Script', url: 'javascript:alert(1)', external: true },
  { label: 'Plain http', url: 'http://shop.example.com/', external: true },
  { label: 'Merch Store', url: 'https://shop.example.com/', external: true },
];

describe('siteLinksFromFile: the mobile menu from a navigation site data file', () => {
  it('keeps Offers for members off catering and Bo Time Moments for catering (SPEC §2)', () => {
    const labels = (channel: 'default' | 'catering', signedIn: boolean) =>
      siteLinksFromFile(FILE_LINKS, { channel, signedIn }, 'en-US').map((link) => link.label);

    expect(labels('default', true)).toEqual(['Catering Menu', 'Offers', 'Merch Store']);
    expect(labels('default', false)).toEqual(['Catering Menu', 'Merch Store']);
    expect(labels('catering', true)).toEqual(['Catering Menu', 'Bo Time Moments', 'Merch Store']);
  });

  it('links only paths of the site and https addresses of other sites, which open in a new tab', () => {
    expect(siteLinksFromFile(FILE_LINKS, { channel: 'default', signedIn: false }, 'es')).toEqual([
      { kind: 'page', href: '/#catering-menu', label: 'Menú de catering' },
      { kind: 'external', href: 'https://shop.example.com/', label: 'Merch Store', newTab: true },
    ]);
  });
});
