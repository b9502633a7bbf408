import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { issueSsoCode } from '../../../mocks/domain/sso-codes';
import { mockBackend, server } from '../../../mocks/node';
import { DEMO_MEMBER } from '../../../mocks/seed/constants';
import { rememberSsoState } from '../../features/session/sso/sso-state';
import { useSessionStore } from '../../stores';
import { renderRoute } from '../../testing/render-route';

/** Every members/sso request the page sends, with its body. */
function watchSsoRequests(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/members/sso')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

const callbackPath = (query: Record<string, string>) =>
  `/account/oauthcallback?${new URLSearchParams(query).toString()}`;

describe('/account/oauthcallback (single sign-on)', () => {
  beforeEach(async () => {
    await mockBackend.reset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('exchanges the code when the state is the one this tab sent, signs the member in and goes to /account', async () => {
    const requests = watchSsoRequests();
    const state = rememberSsoState();
    const code = issueSsoCode(DEMO_MEMBER.id);
    const { router } = renderRoute(callbackPath({ code, state }));

    await waitFor(() => expect(router.path()).toBe('/account'));
    expect(useSessionStore.getState().token).toMatchObject({
      memberId: DEMO_MEMBER.id,
      provider: 'ordering',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Bo!' })).toBeVisible();
    expect(requests).toEqual([
      {
        code,
        state,
        redirect_uri: `${window.location.origin}/account/oauthcallback`,
        provider: 'ordering',
      },
    ]);
  });

  it('goes on to the page the member was signing in for', async () => {
    useSessionStore.getState().setRedirect('/order/checkout');
    const state = rememberSsoState();
    const { router } = renderRoute(callbackPath({ code: issueSsoCode(DEMO_MEMBER.id), state }));

    await waitFor(() => expect(router.path()).toBe('/order/checkout'));
  });

  it('refuses a state this tab did not send, says so and calls no server', async () => {
    const requests = watchSsoRequests();
    rememberSsoState();
    renderRoute(callbackPath({ code: issueSsoCode(DEMO_MEMBER.id), state: 'forged-state' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link was not started from this browser tab, or it has expired. Please sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/account/login');
    expect(useSessionStore.getState().token).toBeNull();
    expect(requests).toEqual([]);
  });

  it('refuses a callback without a state, and a state used once already', async () => {
    const requests = watchSsoRequests();
    const state = rememberSsoState();
    const first = renderRoute(callbackPath({ code: issueSsoCode(DEMO_MEMBER.id) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('was not started from this browser tab');
    first.unmount();

    // Reading the state used it up: the same link cannot be replayed.
    renderRoute(callbackPath({ code: issueSsoCode(DEMO_MEMBER.id), state }));
    expect(await screen.findByRole('alert')).toHaveTextContent('was not started from this browser tab');
    expect(requests).toEqual([]);
  });

  it('says the sign-in was cancelled when the provider sends back an error', async () => {
    const state = rememberSsoState();
    renderRoute(callbackPath({ error: 'access_denied', state }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in was cancelled or refused. Please sign in again.',
    );
  });

  it('shows the server’s message when it refuses the code', async () => {
    const state = rememberSsoState();
    renderRoute(callbackPath({ code: 'sso_made-up-code', state }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in link has expired. Please sign in again.',
    );
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('refuses tokens from another auth provider (SPEC §3) and stays signed out', async () => {
    server.use(
      http.post('*/api/v1/members/sso', () =>
        HttpResponse.json({
          access: { token: 'foreign-token', provider: 'olo' },
          ordering: { access: { token: 'foreign-ordering' } },
          memberid: DEMO_MEMBER.id,
        }),
      ),
    );
    const state = rememberSsoState();
    const code = issueSsoCode(DEMO_MEMBER.id);
    const { router } = renderRoute(callbackPath({ code, state }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account cannot sign in here. Please contact us for help.',
    );
    expect(useSessionStore.getState().token).toBeNull();
    expect(router.path()).toBe(callbackPath({ code, state }));
  });

  it('sends a member whose profile has no name or phone to /account/complete, keeping the redirect', async () => {
    useSessionStore.getState().setRedirect('/order/checkout');
    const state = rememberSsoState();
    const { router } = renderRoute(callbackPath({ code: issueSsoCode('new'), state }));

    await waitFor(() => expect(router.path()).toBe('/account/complete'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
    expect(useSessionStore.getState().redirect).toBe('/order/checkout');
  });

  it('is in Spanish for a Spanish visitor', async () => {
    renderRoute(callbackPath({ code: issueSsoCode(DEMO_MEMBER.id), state: 'forged-state' }), {
      locale: 'es',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciando sesión' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vuelve a iniciar sesión.');
  });
});
