import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend } from '../../../mocks/node';
import { DEMO_MEMBER } from '../../../mocks/seed/constants';
import { useSessionStore } from '../../stores';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LoginPage } from './login-page';
import { holdDemoMemberSession } from '../../testing/signed-in-member';

const renderLoginAt = (path: string) => renderWithProviders(<LoginPage />, { path }).router.history;

async function signInAsDemo() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), DEMO_MEMBER.email);
  await userEvent.type(screen.getByLabelText(/^Password/), DEMO_MEMBER.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('has its heading and tab title, and no <main> of its own (the layout has it)', () => {
    const { container } = renderWithProviders(<LoginPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(document.title).toBe('Sign In');
    expect(container.querySelector('main')).toBeNull();
  });

  it('returns to the same-origin page named by ?redirect= after signing in', async () => {
    const history = renderLoginAt('/account/login?redirect=%2Forder%2Fcheckout');

    await signInAsDemo();

    await waitFor(() => expect(history.at(-1)).toBe('/order/checkout'));
  });

  it('refuses a ?redirect= to another origin and goes to /account', async () => {
    const history = renderLoginAt('/account/login?redirect=https%3A%2F%2Fevil.example%2F');

    await signInAsDemo();

    await waitFor(() => expect(history.at(-1)).toBe('/account'));
  });

  it('tells a member who is already signed in, with their name, and offers to sign out', async () => {
    await mockBackend.reset({ signedIn: true });
    holdDemoMemberSession();
    renderLoginAt('/account/login');

    expect(await screen.findByText('You are signed in as Bo.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(useSessionStore.getState().token).toBeNull();
  });
});
