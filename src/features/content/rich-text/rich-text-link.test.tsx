import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RichText } from './rich-text';

type LinkAttrs = { href: string; target?: string | null; linktype?: string; anchor?: string | null };

const linked = (value: string, attrs: LinkAttrs, ...marks: unknown[]) => ({
  type: 'text',
  text: value,
  marks: [...marks, { type: 'link', attrs: { linktype: 'url', ...attrs } }],
});
const doc = (...inline: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content: inline }] });

const renderAt = (path: string, document: unknown) =>
  renderWithProviders(<RichText document={document} />, { path });

describe('RichText links', () => {
  it('navigates to a page of the site without reloading it', async () => {
    const { router } = renderAt('/about', doc(linked('our menu', { href: '/menu' })));

    await userEvent.click(screen.getByRole('link', { name: 'our menu' }));

    expect(router.history).toEqual(['/about', '/menu']);
  });

  it('treats an absolute link to this site as a page of the site', () => {
    renderAt('/', doc(linked('Offers', { href: `${window.location.origin}/offers?x=1` })));

    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers?x=1');
    expect(screen.getByRole('link', { name: 'Offers' })).not.toHaveAttribute('rel');
  });

  it('links a story to its page and anchor', () => {
    renderAt('/', doc(linked('Our team', { href: 'about', linktype: 'story', anchor: 'team' })));

    expect(screen.getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/about#team');
  });

  it('opens another site in a new tab when the CMS asks, and gives it no hold on this page', () => {
    renderAt('/', doc(linked('Merch', { href: 'https://merch.example.com', target: '_blank' })));

    const link = screen.getByRole('link', { name: 'Merch (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://merch.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens another site in the same tab when the CMS does not ask for a new one', () => {
    renderAt('/', doc(linked('Gift cards', { href: 'https://gift.example.com/' })));

    const link = screen.getByRole('link', { name: 'Gift cards' });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens pages of the site in place even when the CMS asks for a new tab', () => {
    renderAt('/', doc(linked('Careers', { href: '/careers', target: '_blank' })));

    expect(screen.getByRole('link', { name: 'Careers' })).not.toHaveAttribute('target');
  });

  it('links e-mail addresses and phone numbers', () => {
    renderAt(
      '/',
      doc(
        linked('Write to us', { href: 'hello@brand.com', linktype: 'email', target: '_blank' }),
        linked('Call us', { href: 'tel:+15550100199' }),
      ),
    );

    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:hello@brand.com',
    );
    expect(screen.getByRole('link', { name: 'Write to us' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+15550100199');
  });

  it('jumps within the page with a plain fragment link', async () => {
    const { router } = renderAt('/about', doc(linked('Nutrition', { href: '#nutrition' })));

    const link = screen.getByRole('link', { name: 'Nutrition' });
    expect(link).toHaveAttribute('href', '#nutrition');
    await userEvent.click(link);
    expect(router.history).toEqual(['/about']);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'menu',
  ])('renders a link to %j as its text, with no href', (href) => {
    const { container } = renderAt('/', doc(linked('Click me', { href })));

    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('[href]')).not.toBeInTheDocument();
  });

  it('makes one link of neighbouring pieces that share it, keeping their styles', () => {
    const href = { href: '/menu' };
    renderAt(
      '/',
      doc(linked('See ', href), linked('our menu', href, { type: 'bold' }), { type: 'text', text: '.' }),
    );

    const link = screen.getByRole('link', { name: 'See our menu' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(link.querySelector('strong')).toHaveTextContent('our menu');
  });
});
