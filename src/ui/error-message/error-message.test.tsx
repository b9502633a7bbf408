import { screen, within } from '@testing-library/react';
import { CONNECTION_ISSUE_MESSAGE } from '../../api/error-messages';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ErrorMessage } from './error-message';

const renderIn = (locale: 'en-US' | 'es', messages: string[]) =>
  renderWithProviders(<ErrorMessage messages={messages} />, { locale });

describe('ErrorMessage', () => {
  it('announces each message as an alert, in order', () => {
    renderIn('en-US', ['Store is closed.', CONNECTION_ISSUE_MESSAGE]);

    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(items).toEqual(['Store is closed.', 'Connection issue. Please try again.']);
  });

  it('keeps the messages a list inside the alert, so each one is announced as an item of a list', () => {
    renderIn('en-US', ['Store is closed.', 'Please try again soon.']);

    const list = screen.getByRole('list');
    expect(screen.getByRole('alert')).toContainElement(list);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows the connection-issue fallback (SPEC §8) in Spanish, and the server's own words as sent", async () => {
    renderIn('es', [CONNECTION_ISSUE_MESSAGE, 'Store is closed.']);

    // Spanish shows once its messages have loaded, as in the app.
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual(['Problema de conexión. Inténtalo de nuevo.', 'Store is closed.']);
  });

  it('marks a server’s free text with its language, and leaves the site’s own words unmarked', async () => {
    renderWithProviders(
      <ErrorMessage messages={['Revisa tu tarjeta.', { text: 'Store is closed.', lang: 'en' }]} />,
      { locale: 'es' },
    );

    const [own, server] = await screen.findAllByRole('listitem');
    expect(own).not.toHaveAttribute('lang');
    expect(server).toHaveTextContent('Store is closed.');
    expect(server).toHaveAttribute('lang', 'en');
  });

  it('shows nothing without a message', () => {
    const { container } = renderIn('en-US', []);

    expect(container).toBeEmptyDOMElement();
  });
});
