import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TopBanner } from './top-banner';

const answerBanner = (entries: Record<string, unknown>[]) =>
  server.use(http.get('*/_data/top-banner.json', () => HttpResponse.json({ slug: 'top-banner', entries })));

describe('TopBanner', () => {
  it('shows the active entry of /_data/top-banner.json with its link', async () => {
    renderWithProviders(<TopBanner />);

    expect(await screen.findByText(/^Biscuit Month: a free Bo-Berry Biscuit/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the details' })).toHaveAttribute('href', '/biscuit-month');
  });

  it('holds its room while the file loads, and shows nothing when no entry is active', async () => {
    answerBanner([{ text: 'Catering season', url: '/catering', link_text: 'Plan', active: false }]);

    const { container } = renderWithProviders(<TopBanner />);

    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows the text but no link when the link is not safe', async () => {
    answerBanner([{ text: 'Win big', url: 'javascript:alert(1)', link_text: 'Click here' }]);

    renderWithProviders(<TopBanner />);

    expect(await screen.findByText(/^Win big/)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
