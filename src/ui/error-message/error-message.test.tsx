import { screen, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ErrorMessage } from './error-message';

const renderIn = (locale: 'en-US' | 'es', props: Parameters<typeof ErrorMessage>[0]) =>
  renderWithProviders(<ErrorMessage {...props} />, { locale });

const listed = async () => (await screen.findAllByRole('listitem')).map((item) => item.textContent);

describe('ErrorMessage', () => {
  it('announces each message as an alert, in order', async () => {
    renderIn('en-US', { messages: ['Store is closed.', 'Please try again soon.'] });

    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(await listed()).toEqual(['Store is closed.', 'Please try again soon.']);
  });

  it('keeps the messages a list inside the alert, so each one is announced as an item of a list', () => {
    renderIn('en-US', { messages: ['Store is closed.', 'Please try again soon.'] });

    const list = screen.getByRole('list');
    expect(screen.getByRole('alert')).toContainElement(list);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a failed call’s own messages as the server wrote them, then the page’s', async () => {
    renderIn('en-US', { error: new ApiError(422, ['Store is closed.']), messages: ['Choose a time.'] });

    expect(await listed()).toEqual(['Store is closed.', 'Choose a time.']);
  });

  it('words a failure without a message as the connection issue (SPEC §8), in Spanish on a Spanish page', async () => {
    renderIn('es', { error: new TypeError('Failed to fetch') });

    expect(await listed()).toEqual(['Problema de conexión. Inténtalo de nuevo.']);
    expect(screen.getByRole('listitem')).not.toHaveAttribute('lang');
  });

  it('words an answer of the wrong shape the same way', async () => {
    renderIn('en-US', { error: new ApiError(200, [], { id: 1 }, 'invalid-response') });

    expect(await listed()).toEqual(['Connection issue. Please try again.']);
  });

  it('shows a server’s text as written even when it reads like the site’s own fallback', async () => {
    renderIn('es', { error: new ApiError(503, ['Connection issue. Please try again.']) });

    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('Connection issue. Please try again.');
    expect(item).toHaveAttribute('lang', 'en');
  });

  it('marks a server’s free text with its language, and leaves the site’s own words unmarked', async () => {
    renderIn('es', { messages: ['Revisa tu tarjeta.', { text: 'Store is closed.', lang: 'en' }] });

    const [own, server] = await screen.findAllByRole('listitem');
    expect(own).not.toHaveAttribute('lang');
    expect(server).toHaveTextContent('Store is closed.');
    expect(server).toHaveAttribute('lang', 'en');
  });

  it('shows nothing without a message or an error', () => {
    const { container } = renderIn('en-US', { messages: [], error: undefined });

    expect(container).toBeEmptyDOMElement();
  });
});
