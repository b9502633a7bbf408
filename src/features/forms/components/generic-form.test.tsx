import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { GenericFormField } from '../generic-form-fields';
import { GenericForm } from './generic-form';

const FIELDS: GenericFormField[] = [
  { name: 'full_name', label: 'Full name', type: 'text', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'phone', required: false },
  { name: 'notes', label: 'Notes', type: 'textarea', required: false },
  { name: 'agree', label: 'I agree to be contacted', type: 'checkbox', required: true },
];

function recordSubmissions() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/submit')) bodies.push(await request.clone().json());
  });
  return bodies;
}

function renderForm() {
  return renderWithProviders(
    <GenericForm
      form="franchising"
      heading="Tell us about yourself"
      subject="Franchise inquiry"
      includeDate
      replyToField="email"
      submitLabel="Send Inquiry"
      fields={FIELDS}
    />,
  );
}

async function fillRequired() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Inquiry' }));

describe('GenericForm', () => {
  it('renders a control per field and sends form, fields, replyto, subject and includeDate', async () => {
    const bodies = recordSubmissions();
    renderForm();

    expect(screen.getByRole('region', { name: 'Tell us about yourself' })).toBeInTheDocument();
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '7045550123');
    await send();

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your form has been sent.');
    expect(bodies).toEqual([
      {
        form: 'franchising',
        fields: { full_name: 'Ada Lovelace', email: 'ada@example.com', phone: '7045550123', agree: true },
        replyto: 'ada@example.com',
        subject: 'Franchise inquiry',
        includeDate: true,
        recaptcha: 'development-bot-check-token',
      },
    ]);
  });

  it('checks each field by its type and focuses the first problem', async () => {
    const bodies = recordSubmissions();
    renderForm();

    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@');
    await send();

    const name = screen.getByRole('textbox', { name: /^Full name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).toHaveAccessibleDescription(
      'Please tick this box to continue.',
    );
    expect(bodies).toEqual([]);
  });

  it("shows the server's error text and keeps everything typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockBackend.useScenario('form-submit-fails');
    renderForm();

    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Three stores in Ohio');
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our form service is down. Please call the restaurant.',
    );
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Three stores in Ohio');
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).toBeChecked();
  });

  it('sends once when submitted twice at the same moment', async () => {
    const bodies = recordSubmissions();
    renderForm();

    await fillRequired();
    const form = screen.getByRole('button', { name: 'Send Inquiry' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    await screen.findByRole('status');
    expect(bodies).toHaveLength(1);
  });
});
