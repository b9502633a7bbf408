import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, server } from '../../../../mocks/node';
import { DEMO_MEMBER, LOCATION_IDS } from '../../../../mocks/seed/constants';
import { getGetMemberQueryKey } from '../../../api/generated/endpoints/members/members';
import type { Member } from '../../../api/generated/model';
import { useLocationStore, useSessionStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignUpForm } from './sign-up-form';

const field = (name: RegExp) => screen.getByLabelText(name);

async function fillRequired(email: string) {
  await userEvent.type(field(/^First name/), 'Shelby');
  await userEvent.type(field(/^Last name/), 'Greene');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(field(/^Password/), 'Biscuits2026!');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('SignUpForm', () => {
  it('creates the member with every field, signs them in and goes to /account', async () => {
    useLocationStore.getState().setLocation({
      id: LOCATION_IDS.charlotteUptown,
      name: 'Charlotte – Uptown',
      address: '100 N Tryon St',
      city: 'Charlotte',
      state: 'NC',
      zip: '28202',
      menu_id: 100,
      lat: 35.22,
      lng: -80.84,
    });
    const {
      router: { history },
      queryClient,
    } = renderWithProviders(<SignUpForm />, { path: '/account/signup' });

    await fillRequired('new.member@example.com');
    await userEvent.type(field(/^Phone/), '17045550199');
    await userEvent.type(field(/^Birthday/), '1990-04-12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email me offers and news' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Text me offers and news' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Save Charlotte – Uptown as my favorite location' }),
    );
    await submit();

    await waitFor(() => expect(history.at(-1)).toBe('/account'));
    const memberId = useSessionStore.getState().token?.memberId;
    const stored = mockBackend.db.members.findFirst((q) => q.where({ id: memberId }));
    expect(stored).toMatchObject({
      first_name: 'Shelby',
      last_name: 'Greene',
      email: 'new.member@example.com',
      phone: '7045550199',
      birthday: '1990-04-12',
      optin: true,
      optin_sms: true,
      favelocations: [LOCATION_IDS.charlotteUptown],
    });
    expect(queryClient.getQueryData<Member>(getGetMemberQueryKey())?.id).toBe(memberId);
  });

  it('leaves the optional fields out and offers no favourite without a chosen location', async () => {
    const {
      router: { history },
    } = renderWithProviders(<SignUpForm />, { path: '/account/signup' });
    expect(screen.queryByRole('checkbox', { name: /favorite location/ })).not.toBeInTheDocument();

    await fillRequired('plain.member@example.com');
    await submit();

    await waitFor(() => expect(history.at(-1)).toBe('/account'));
    const memberId = useSessionStore.getState().token?.memberId;
    expect(mockBackend.db.members.findFirst((q) => q.where({ id: memberId }))).toMatchObject({
      phone: null,
      birthday: null,
      optin: false,
      optin_sms: false,
      favelocations: [],
    });
  });

  it("shows the server's message when the e-mail is already registered", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const {
      router: { history },
    } = renderWithProviders(<SignUpForm />, { path: '/account/signup' });

    await fillRequired(DEMO_MEMBER.email);
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(useSessionStore.getState().token).toBeNull();
    expect(history).toEqual(['/account/signup']);
  });

  it("shows the server's message when creating the account fails (scenario signup-fails, SPEC §8) and logs it", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockBackend.useScenario('signup-fails');
    const {
      router: { history },
    } = renderWithProviders(<SignUpForm />, { path: '/account/signup' });

    await fillRequired('new.member@example.com');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not create your account right now.');
    expect(useSessionStore.getState().token).toBeNull();
    expect(history).toEqual(['/account/signup']);
    expect(error).toHaveBeenCalled();
  });

  it('says what each field needs and focuses the first one', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    renderWithProviders(<SignUpForm />, { path: '/account/signup' });

    await userEvent.type(field(/^Phone/), '70455');
    await userEvent.type(field(/^Password/), 'short');
    await submit();

    expect(field(/^First name/)).toHaveFocus();
    expect(field(/^First name/)).toHaveAccessibleDescription('Enter your first name.');
    expect(field(/^Last name/)).toHaveAccessibleDescription('Enter your last name.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter your email address.',
    );
    expect(field(/^Phone/)).toHaveAccessibleDescription(
      'Optional. Needed for text messages. Enter a 10-digit phone number, like 704-555-0142.',
    );
    expect(field(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters for your password.',
    );
    expect(requests).toEqual([]);
  });

  it('asks for a phone number when text messages are wanted', async () => {
    renderWithProviders(<SignUpForm />, { path: '/account/signup' });

    await fillRequired('texts@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Text me offers and news' }));
    await submit();

    expect(field(/^Phone/)).toHaveFocus();
    expect(field(/^Phone/)).toHaveAccessibleDescription(
      'Optional. Needed for text messages. Enter your phone number to get text messages.',
    );
  });

  it('masks the phone as ###-###-#### while it is typed', async () => {
    renderWithProviders(<SignUpForm />, { path: '/account/signup' });

    await userEvent.type(field(/^Phone/), '7045550199');

    expect(field(/^Phone/)).toHaveValue('704-555-0199');
  });

  it('opens the terms and the privacy policy in a new tab, saying so, so the form keeps what was typed', async () => {
    const {
      router: { history },
    } = renderWithProviders(<SignUpForm />, { path: '/account/signup' });

    const terms = screen.getByRole('link', { name: 'Terms of Use (opens in a new tab)' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms-of-use');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');

    await userEvent.type(field(/^First name/), 'Shelby');
    await userEvent.click(terms);
    expect(history).toEqual(['/account/signup']);
    expect(field(/^First name/)).toHaveValue('Shelby');
  });

  it('clears the old server message when the form is submitted again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SignUpForm />, { path: '/account/signup' });
    await fillRequired(DEMO_MEMBER.email);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await submit();

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.queryByText('An account with this email already exists.')).not.toBeInTheDocument();
  });

  it('links to sign-in', () => {
    renderWithProviders(<SignUpForm />, { path: '/account/signup' });

    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  });
});
