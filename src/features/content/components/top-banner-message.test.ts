import type { SiteData } from '../../../api/generated/model';
import { activeTopBanner } from './top-banner-message';

const banner = (...entries: Record<string, unknown>[]): SiteData => ({ slug: 'top-banner', entries });

describe('activeTopBanner', () => {
  it('gives the first active entry, with its link', () => {
    const data = banner(
      { text: 'Old news', url: '/old', link_text: 'Old', active: false },
      { text: 'Biscuit Month is on', url: '/biscuit-month', link_text: 'See the details', active: true },
    );

    expect(activeTopBanner(data, 'en-US')).toEqual({
      text: 'Biscuit Month is on',
      link: { text: 'See the details', url: '/biscuit-month' },
    });
  });

  it('gives the Spanish copy in Spanish, and the English where there is no Spanish', () => {
    const data = banner({
      text: 'Biscuit Month is on',
      text__i18n__es: 'Llegó el Mes del Biscuit',
      url: '/biscuit-month',
      link_text: 'See the details',
    });

    expect(activeTopBanner(data, 'es')).toEqual({
      text: 'Llegó el Mes del Biscuit',
      link: { text: 'See the details', url: '/biscuit-month' },
    });
  });

  it('shows no link without both a URL and words for it', () => {
    expect(activeTopBanner(banner({ text: 'Hello', url: '/x' }), 'en-US')?.link).toBeNull();
    expect(activeTopBanner(banner({ text: 'Hello', link_text: 'Go' }), 'en-US')?.link).toBeNull();
  });

  it('skips malformed entries and gives null when nothing is left', () => {
    expect(activeTopBanner(banner({ text: '' }, { text: 42 }, { url: '/x' }), 'en-US')).toBeNull();
    expect(activeTopBanner(banner(), 'en-US')).toBeNull();
    expect(activeTopBanner(undefined, 'en-US')).toBeNull();
  });
});
