import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, server } from '../../../../mocks/node';
import { DEMO_MEMBER } from '../../../../mocks/seed/constants';
import { getGetMemberQueryKey, signInMember } from '../../../api/generated/endpoints/members/members';
import type { Member } from '../../../api/generated/model';
import { useSessionStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignInForm } from './sign-in-form';

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** Records what the sign-in call was sent, and lets the mock backend answer it. */
function recordSignInRequests() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/v1/members/signin')) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('SignInForm', () => {
  it('signs the demo member in, keeps the tokens, fetches the member and goes to /account', async () => {
    const bodies = recordSignInRequests();
    const {
      router: { history },
      queryClient,
    } = renderWithProviders(<SignInForm />, { path: '/account/login' });

    await fillAndSubmit(DEMO_MEMBER.email, DEMO_MEMBER.password);

    await waitFor(() => expect(history.at(-1)).toBe('/account'));
    const { token } = useSessionStore.getState();
    expect(token).toMatchObject({ memberId: DEMO_MEMBER.id, provider: 'ordering' });
    expect(token?.access).toMatch(/^access-[0-9a-f]{32}$/);
    expect(queryClient.getQueryData<Member>(getGetMemberQueryKey())?.email).toBe(DEMO_MEMBER.email);
    // The bot-check token goes with the credentials (SPEC §5).
    expect(bodies).toEqual([
      { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, recaptcha: 'development-bot-check-token' },
    ]);
  });

  it('goes to the stored redirect instead of /account, and forgets it', async () => {
    useSessionStore.getState().setRedirect('/order/checkout');
    const {
      router: { history },
    } = renderWithProviders(<SignInForm />, { path: '/account/login' });

    await fillAndSubmit(DEMO_MEMBER.email, DEMO_MEMBER.password);

    await waitFor(() => expect(history.at(-1)).toBe('/order/checkout'));
    expect(useSessionStore.getState().redirect).toBeNull();
  });

  it("shows the server's message for a wrong password, logs it and stays signed out", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const {
      router: { history },
    } = renderWithProviders(<SignInForm />, { path: '/account/login' });

    await fillAndSubmit(DEMO_MEMBER.email, 'not-the-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(useSessionStore.getState().token).toBeNull();
    expect(history).toEqual(['/account/login']);
    expect(error).toHaveBeenCalled();
  });

  it('says in Spanish that sign-in is locked after five wrong passwords, even for the right one', async () => {
    // The lock would outlast this test: the next ones start from a fresh backend.
    onTestFinished(() => mockBackend.reset());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInMember({ email: DEMO_MEMBER.email, password: `guess-${attempt}`, recaptcha: 'ok' });
    }
    renderWithProviders(<SignInForm />, { path: '/account/login', locale: 'es' });

    // The Spanish messages load first.
    await userEvent.type(await screen.findByRole('textbox', { name: /Correo/ }), DEMO_MEMBER.email);
    await userEvent.type(screen.getByLabelText(/^Contraseña/), DEMO_MEMBER.password);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos incorrectos. Vuelve a intentarlo en 15 minutos.',
    );
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('clears the old "incorrect" message when the cleared fields are submitted again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SignInForm />, { path: '/account/login' });
    await fillAndSubmit(DEMO_MEMBER.email, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');

    await userEvent.clear(screen.getByRole('textbox', { name: /Email/ }));
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Enter your email address.',
    );
    expect(screen.queryByText('The e-mail or password is incorrect.')).not.toBeInTheDocument();
  });

  it("shows the server's message when signing in fails (scenario login-fails, SPEC §8), logs it and stays signed out", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockBackend.useScenario('login-fails');
    const {
      router: { history },
    } = renderWithProviders(<SignInForm />, { path: '/account/login' });

    await fillAndSubmit(DEMO_MEMBER.email, DEMO_MEMBER.password);

    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in is unavailable right now.');
    expect(useSessionStore.getState().token).toBeNull();
    expect(history).toEqual(['/account/login']);
    expect(error).toHaveBeenCalled();
  });

  it('says what is missing under each field, focuses the first, and sends nothing', async () => {
    const bodies = recordSignInRequests();
    renderWithProviders(<SignInForm />, { path: '/account/login' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toBeInvalid();
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter your password.');
    expect(bodies).toEqual([]);
  });

  it('checks the e-mail as it is corrected once a submit has shown a problem', async () => {
    renderWithProviders(<SignInForm />, { path: '/account/login' });
    const email = screen.getByRole('textbox', { name: /Email/ });

    await userEvent.type(email, 'demo@example');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');

    await userEvent.type(email, '.com');
    expect(email).not.toBeInvalid();
  });

  it('sends one request however often the button is pressed while signing in', async () => {
    const bodies = recordSignInRequests();
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    server.use(
      http.post('*/api/v1/members/signin', async () => {
        await held;
        return HttpResponse.json({ status: 401, data: [{ message: 'Nope.' }] });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SignInForm />, { path: '/account/login' });

    await fillAndSubmit(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const button = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText(/^Password/), '{Enter}');
    release(undefined);

    expect(await screen.findByRole('alert')).toHaveTextContent('Nope.');
    expect(bodies).toHaveLength(1);
  });

  it('shows the connection message when the network is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/v1/members/signin', () => HttpResponse.error()));
    renderWithProviders(<SignInForm />, { path: '/account/login' });

    await fillAndSubmit(DEMO_MEMBER.email, DEMO_MEMBER.password);

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection issue. Please try again.');
  });

  it('refuses tokens from another auth provider (SPEC §3)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/v1/members/signin', () =>
        HttpResponse.json({
          status: 200,
          tokens: {
            access: { token: 'foreign-token', provider: 'olo' },
            ordering: { access: { token: 'foreign-ordering' } },
            memberid: DEMO_MEMBER.id,
          },
        }),
      ),
    );
    const {
      router: { history },
    } = renderWithProviders(<SignInForm />, { path: '/account/login' });

    await fillAndSubmit(DEMO_MEMBER.email, DEMO_MEMBER.password);

    expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot sign in here.');
    expect(useSessionStore.getState().token).toBeNull();
    expect(history).toEqual(['/account/login']);
  });

  it('links to sign-up and to the password reset', () => {
    renderWithProviders(<SignInForm />, { path: '/account/login' });

    expect(screen.getByRole('link', { name: 'New here? Create an account' })).toHaveAttribute(
      'href',
      '/account/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/account/password-reset',
    );
  });

  it('labels the fields for password managers', () => {
    renderWithProviders(<SignInForm />, { path: '/account/login' });

    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });
});
