import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactForm } from './contact-form';

/** Records what the contact call was sent. */
function recordContactRequests() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/v1/contact')) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function fillRequiredFields() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'guest@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'The biscuits were great.');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactForm', () => {
  it('sends the fields the contract declares with the bot-check token, then confirms', async () => {
    const bodies = recordContactRequests();
    renderWithProviders(<ContactForm />, { path: '/contact' });

    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '7045550123');
    await fillRequiredFields();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'An online order');
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thanks for reaching out! Our guest relations team will get back to you soon.',
    );
    expect(bodies).toEqual([
      {
        form: 'contact',
        request: {
          first_name: 'Ada',
          email: 'guest@example.com',
          phone: '7045550123',
          location_id: null,
          visit_date: null,
          topic: 'online-order',
          message: 'The biscuits were great.',
        },
        recaptcha: 'development-bot-check-token',
      },
    ]);
  });

  it('checks the fields in the browser, says what is wrong beside each and focuses the first', async () => {
    const bodies = recordContactRequests();
    renderWithProviders(<ContactForm />, { path: '/contact' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '704555');
    await submit();

    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Please enter a 10-digit phone number.',
    );
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    expect(bodies).toEqual([]);
  });

  it("shows the server's error text and keeps everything typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockBackend.useScenario('form-submit-fails');
    renderWithProviders(<ContactForm />, { path: '/contact' });

    await fillRequiredFields();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our form service is down. Please call the restaurant.',
    );
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('guest@example.com');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('The biscuits were great.');
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-busy');
  });

  it("puts the server's message about a field beside that field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ContactForm />, { path: '/contact' });

    await fillRequiredFields();
    fireEvent.change(screen.getByLabelText('Date of your visit'), { target: { value: '2099-01-01' } });
    await submit();

    const visitDate = screen.getByLabelText('Date of your visit');
    await waitFor(() =>
      expect(visitDate).toHaveAccessibleDescription("The visit date can't be in the future."),
    );
    expect(visitDate).toHaveFocus();
    expect(visitDate).toHaveValue('2099-01-01');
  });

  it('sends once when submitted twice at the same moment', async () => {
    const bodies = recordContactRequests();
    renderWithProviders(<ContactForm />, { path: '/contact' });

    await fillRequiredFields();
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    await screen.findByRole('status');
    expect(bodies).toHaveLength(1);
  });
});
