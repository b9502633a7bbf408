import { screen, within } from '@testing-library/react';
import { usePreferencesStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SiteFooter } from './site-footer';

const footerLinks = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const WIDGET_URL = 'https://widget.example.com/accessibility.js';
const widgetScripts = () => document.querySelectorAll(`script[src="${WIDGET_URL}"]`);

describe('SiteFooter', () => {
  afterEach(() => {
    widgetScripts().forEach((script) => script.remove());
  });

  it('links the SPEC §2 pages', () => {
    renderWithProviders(<SiteFooter accessibilityWidgetSrc={undefined} />);

    expect(footerLinks()).toEqual([
      ['Foundation', '/foundation'],
      ['Gift Cards', '/gift'],
      ['Digital Gifting', '/digital-gifting'],
      ['Nutrition', '/menu/nutrition'],
      ['Community Relations', '/community-relations'],
      ['Contact Us', '/contact'],
      ['Terms of Use', '/terms-of-use'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('on catering, leaves out gifting and nutrition and links back to the main site', () => {
    usePreferencesStore.setState({ channel: 'catering' });
    renderWithProviders(<SiteFooter accessibilityWidgetSrc={undefined} />);

    expect(footerLinks().map(([name]) => name)).toEqual([
      'Foundation',
      'Community Relations',
      'Contact Us',
      'Terms of Use',
      'Privacy Policy',
      'Go to the main site',
    ]);
  });

  it.each(['/locations', '/locations/nc/charlotte', '/order/product', '/menu/product'])(
    'is hidden on %s',
    (path) => {
      renderWithProviders(<SiteFooter accessibilityWidgetSrc={undefined} />, { path: path });

      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it('loads the accessibility widget script when one is configured', () => {
    renderWithProviders(<SiteFooter accessibilityWidgetSrc={WIDGET_URL} />);

    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]).toHaveAttribute('async');
  });

  it('loads no script at all when none is configured', () => {
    renderWithProviders(<SiteFooter accessibilityWidgetSrc={undefined} />);

    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
