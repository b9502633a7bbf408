import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend } from '../../../mocks/node';
import { sentEmails } from '../../../mocks/handlers/members-session';
import { DEMO_MEMBER } from '../../../mocks/seed/constants';
import { signInMember } from '../../api/generated/endpoints/members/members';
import { renderRoute } from '../../testing/render-route';

/** A reset link with a token the backend never sent. */
const unsentLink = `/account/reset-password?token=reset_${'0'.repeat(32)}&email=${encodeURIComponent(DEMO_MEMBER.email)}`;

/** The link of the last e-mail the mock backend sent (its outbox, as the member's mailbox). */
const sentResetLink = (): string => sentEmails(mockBackend.db).at(-1)?.link ?? 'no e-mail was sent';

/** The reset form's e-mail field (the footer's e-mail club has one too). */
const resetFormEmail = async () =>
  within(await screen.findByRole('main')).findByRole('textbox', { name: /^Email/ });

describe('resetting a forgotten password', () => {
  // The pages' code loads on first use: loaded here, the waits below are for the mock backend only.
  beforeAll(async () => {
    await Promise.all([import('./login-page'), import('./password-reset-page')]);
  });
  beforeEach(async () => {
    await mockBackend.reset();
  });
  afterAll(() => mockBackend.reset());

  it('is reached from the sign-in form', async () => {
    const { router } = renderRoute('/account/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(router.path()).toBe('/account/password-reset');
  });

  it('sends the reset e-mail, saying so without telling whether the account exists', async () => {
    renderRoute('/account/password-reset');
    await userEvent.type(await resetFormEmail(), DEMO_MEMBER.email);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/If an account exists for demo@example.com/)).toBeVisible();
  });
});

describe('the reset link', () => {
  beforeEach(async () => {
    await mockBackend.reset();
  });
  afterAll(() => mockBackend.reset());

  async function askForResetEmail() {
    renderRoute('/account/password-reset');
    await userEvent.type(await resetFormEmail(), DEMO_MEMBER.email);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByText(/If an account exists/);
  }

  it('sets a new password that then signs in', async () => {
    await askForResetEmail();
    cleanup();
    renderRoute(sentResetLink());
    const password = await screen.findByLabelText(/^New password/);
    await userEvent.type(password, 'Fresh-Biscuits-9');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    const signIn = await signInMember({
      email: DEMO_MEMBER.email,
      password: 'Fresh-Biscuits-9',
      recaptcha: 'ok',
    });
    expect(signIn.status).toBe(200);
  });

  it("shows the server's message for a link that was never sent, and offers a new one", async () => {
    renderRoute(unsentLink);
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Fresh-Biscuits-9');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This password reset link is invalid or has expired.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/account/password-reset',
    );
  });

  it('is the 404 page without its token and e-mail', async () => {
    renderRoute('/account/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
  });
});
