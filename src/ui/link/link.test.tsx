import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Link } from './link';

function CurrentPath() {
  const [location] = useLocation();
  return <output aria-label="current path">{location}</output>;
}

function renderAt(path: string, ui: React.ReactElement) {
  const memory = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={memory.hook}>
      {ui}
      <CurrentPath />
    </Router>,
  );
  return memory;
}

describe('Link', () => {
  it('goes to another page of the site without reloading it', async () => {
    const memory = renderAt('/', <Link href="/menu">Menu</Link>);

    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/menu');
    expect(memory.history).toEqual(['/', '/menu']);
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
