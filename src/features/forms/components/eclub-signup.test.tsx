import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, server } from '../../../../mocks/node';
import { usePreferencesStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { EclubSignup } from './eclub-signup';

function recordEclubRequests() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/v1/eclub/subscribe')) bodies.push(await request.clone().json());
  });
  return bodies;
}

const signUp = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('EclubSignup', () => {
  it('subscribes the e-mail in the language shown, with no bot-check, and confirms', async () => {
    const bodies = recordEclubRequests();
    renderWithProviders(<EclubSignup />);

    expect(screen.getByRole('region', { name: 'Join the E-mail Club' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'fan@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip code (optional)' }), '28202');
    await signUp();

    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're on the list! Watch your inbox for our latest news and offers.",
    );
    expect(bodies).toEqual([{ email: 'fan@example.com', zip: '28202', language: 'en-US' }]);
  });

  it('asks for a valid e-mail before sending anything', async () => {
    const bodies = recordEclubRequests();
    renderWithProviders(<EclubSignup />);

    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await signUp();

    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(email).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it("shows the server's error text and keeps the e-mail typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockBackend.useScenario('form-submit-fails');
    renderWithProviders(<EclubSignup />);

    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'fan@example.com');
    await signUp();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our form service is down. Please call the restaurant.',
    );
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('fan@example.com');
  });

  it('sends once when submitted twice at the same moment', async () => {
    const bodies = recordEclubRequests();
    renderWithProviders(<EclubSignup />);

    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'fan@example.com');
    const form = screen.getByRole('button', { name: 'Sign Up' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    await screen.findByRole('status');
    expect(bodies).toHaveLength(1);
  });

  it('is not offered on the catering channel', () => {
    usePreferencesStore.setState({ channel: 'catering' });
    renderWithProviders(<EclubSignup />);

    expect(screen.queryByRole('region', { name: 'Join the E-mail Club' })).not.toBeInTheDocument();
  });
});
