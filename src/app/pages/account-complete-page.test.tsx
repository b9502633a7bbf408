import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueSsoCode } from '../../../mocks/domain/sso-codes';
import { mockBackend } from '../../../mocks/node';
import { useSessionStore } from '../../stores';
import { renderRoute } from '../../testing/render-route';

/** A first single sign-on through the mock backend: an account with an e-mail and nothing else. */
async function signInNewSsoMember(): Promise<number> {
  await mockBackend.reset();
  const response = await fetch(new URL('/api/v1/members/sso', window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: issueSsoCode('new') }),
  });
  const tokens = (await response.json()) as { access: { token: string; provider: string }; memberid: number };
  useSessionStore
    .getState()
    .signIn({ access: tokens.access.token, memberId: tokens.memberid, provider: tokens.access.provider });
  return tokens.memberid;
}

describe('/account/complete', () => {
  it('sends a guest to sign in first', async () => {
    const { router } = renderRoute('/account/complete');

    await waitFor(() => expect(router.path()).toBe('/account/login?redirect=%2Faccount%2Fcomplete'));
  });

  it('saves the name and phone single sign-on left out, then goes on to the stored redirect', async () => {
    const memberId = await signInNewSsoMember();
    useSessionStore.getState().setRedirect('/order/checkout');
    const { router } = renderRoute('/account/complete');

    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '7045550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));

    await waitFor(() => expect(router.path()).toBe('/order/checkout'));
    const saved = mockBackend.db.members.findFirst((q) => q.where({ id: memberId }));
    expect(saved).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', phone: '7045550199' });
    expect(useSessionStore.getState().redirect).toBeNull();
  });

  it('asks for what is missing before saving, and goes to /account without a redirect', async () => {
    await signInNewSsoMember();
    const { router } = renderRoute('/account/complete');

    await userEvent.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText('Enter your first name.')).toBeVisible();
    expect(screen.getByText('Enter your phone number.')).toBeVisible();
    expect(router.path()).toBe('/account/complete');

    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '7045550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));

    await waitFor(() => expect(router.path()).toBe('/account'));
  });
});
