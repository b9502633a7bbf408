import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/render-route';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const placesBox = () => screen.findByRole('combobox', { name: 'City and state' });

describe('the careers pages', () => {
  it('finds the seeded openings of a town chosen by state and city, and says when a town has none', async () => {
    const user = userEvent.setup();
    renderRoute('/careers');
    expect(await heading('Careers')).toBeVisible();

    await user.type(await placesBox(), 'Charlotte');
    await user.click(screen.getByRole('option', { name: 'Charlotte, NC' }));

    const openings = await screen.findByRole('list', { name: 'Openings' });
    const job = within(openings).getByRole('article', { name: 'Team Member' });
    expect(job).toHaveTextContent('Full-time and Part-time');
    expect(within(job).getByRole('heading', { name: 'Team Member' })).not.toHaveAttribute('lang');
    expect(job).toHaveTextContent(/\d+ S Tryon St/);
    expect(job).toHaveTextContent('Charlotte, NC');
    expect(within(job).getByRole('link', { name: 'About this position' })).toHaveAttribute(
      'href',
      '/positions/info?id=team-member',
    );
    expect(screen.getByText('1 opening')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Remove Charlotte, NC' }));
    await user.type(await placesBox(), 'Raleigh');
    await user.click(screen.getByRole('option', { name: 'Raleigh, NC' }));

    expect(
      await screen.findByText('No openings in Raleigh, NC right now. Try another town, or check back soon.'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Openings' })).not.toBeInTheDocument();
  });

  it('marks the English job titles of the jobs service on the Spanish page (WCAG 3.1.2)', async () => {
    const user = userEvent.setup();
    renderRoute('/careers', { locale: 'es' });
    expect(await heading('Empleo')).toBeVisible();
    await user.type(await screen.findByRole('combobox', { name: 'Ciudad y estado' }), 'Charlotte');
    await user.click(screen.getByRole('option', { name: 'Charlotte, NC' }));

    const openings = await screen.findByRole('list', { name: 'Vacantes' });
    const job = within(openings).getByRole('article', { name: 'Team Member' });
    expect(within(job).getByRole('heading', { name: 'Team Member' })).toHaveAttribute('lang', 'en');
    expect(job).toHaveTextContent('Tiempo completo y Medio tiempo');
  });

  it('says "Oops! No elements found. Consider changing the search query." for a town it does not know', async () => {
    const user = userEvent.setup();
    renderRoute('/careers');
    await user.type(await placesBox(), 'Springfield');
    expect(screen.getByText('Oops! No elements found. Consider changing the search query.')).toBeVisible();
  });

  it('lists the job pages of the content service, each leading to its position, and back', async () => {
    const user = userEvent.setup();
    renderRoute('/careers');
    await user.click(await screen.findByRole('link', { name: 'Shift Manager' }));

    expect(await heading('Shift Manager')).toBeVisible();
    expect(screen.getByText('Full-time')).toBeVisible();
    expect(screen.getByText(/Shift Managers lead the crew/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to all positions' }));

    expect(await heading('Positions')).toBeVisible();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((title) => title.textContent),
    ).toEqual([
      'Team Member',
      'Biscuit Maker',
      'Cook',
      'Shift Manager',
      'Assistant General Manager',
      'Restaurant General Manager',
    ]);
  });

  it('describes a position in Spanish', async () => {
    renderRoute('/positions/info?id=cook', { locale: 'es' });
    expect(await heading('Cocinero')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a todos los puestos' })).toHaveAttribute(
      'href',
      '/positions',
    );
  });

  it('answers the 404 page for a position the content service does not have', async () => {
    renderRoute('/positions/info?id=astronaut');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
