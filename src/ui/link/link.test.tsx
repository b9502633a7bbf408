import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'wouter';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Link } from './link';

function CurrentPath() {
  const [location] = useLocation();
  return <output aria-label="current path">{location}</output>;
}

const renderAt = (path: string, ui: React.ReactElement) =>
  renderWithProviders(
    <>
      {ui}
      <CurrentPath />
    </>,
    { path },
  ).router;

describe('Link', () => {
  it('goes to another page of the site without reloading it', async () => {
    const router = renderAt('/', <Link href="/menu">Menu</Link>);

    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/menu');
    expect(router.history).toEqual(['/', '/menu']);
  });

  it('can be followed from the keyboard', async () => {
    renderAt('/', <Link href="/careers">Careers</Link>);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/careers');
  });

  it('marks the link to the page being shown as the current page', () => {
    renderAt(
      '/locations',
      <>
        <Link href="/locations?mode=pickup">Locations</Link>
        <Link href="/menu">Menu</Link>
      </>,
    );

    expect(screen.getByRole('link', { name: 'Locations' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Menu' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a real href, so it can be opened in a new tab', () => {
    renderAt('/', <Link href="/locations?mode=delivery">Delivery</Link>);

    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'href',
      '/locations?mode=delivery',
    );
  });
});
